// Why a smart cube did not connect, in the page's language: the connection's problem as
// data (web/smartcube/connect.ts SmartCubeProblem) worded from the page's catalog; any
// other error (the browser's own) as it came.
import { t } from '../i18n/messages';
import { SmartCubeError } from '../smartcube/connect';

export function smartCubeErrorText(e: unknown): string {
  if (!(e instanceof SmartCubeError)) return e instanceof Error ? e.message : String(e);
  const p = e.problem;
  switch (p.kind) {
    case 'no-bluetooth':
      return t('smart.noBluetooth');
    case 'no-gatt':
      return t('smart.errNoGatt', { name: p.name ?? t('smart.unnamedDevice') });
    case 'no-protocol':
      return t('smart.errNoProtocol', { name: p.name });
    case 'not-a-mac':
      return t('smart.errNotMac', { typed: p.typed });
    case 'no-mac-unlocked': {
      const tried = p.tried.length ? t('smart.errTried', { macs: p.tried.join(', ') }) : '';
      return t('smart.errNoMacUnlocked', { model: p.model, tried, help: t('smart.macHelp') });
    }
    case 'silent':
      return t('smart.errSilent', { model: p.model });
    case 'aborted':
      return t('smart.errAborted');
    case 'no-state':
      return e.message;
  }
}
