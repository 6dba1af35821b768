// The one list of smart-cube protocols (CONTRIBUTING.md, "Adding a smart cube protocol"):
// the device chooser filters on their name prefixes and services; a connected cube's
// protocol is the first whose service it has.

import type { ChooserOptions } from './bluetooth';
import { ganGen2 } from './gan-gen2';
import { ganGen3 } from './gan-gen3';
import { ganGen4 } from './gan-gen4';
import { giiker } from './giiker';
import { goCube } from './gocube';
import { moyu32 } from './moyu32';
import type { Protocol } from './protocol';
import { qiyi } from './qiyi';

export const PROTOCOLS: readonly Protocol[] = [ganGen2, ganGen3, ganGen4, moyu32, qiyi, goCube, giiker];

/** What requestDevice is given: every protocol's prefixes, services and company ids. */
export function chooserOptions(): ChooserOptions {
  const prefixes = [...new Set(PROTOCOLS.flatMap((p) => p.namePrefixes))];
  return {
    filters: prefixes.map((namePrefix) => ({ namePrefix })),
    optionalServices: [...new Set(PROTOCOLS.flatMap((p) => [p.service, ...(p.commands ? [p.commands.service] : [])]))],
    optionalManufacturerData: [...new Set(PROTOCOLS.flatMap((p) => p.companyIds ?? []))],
  };
}
