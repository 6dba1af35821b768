// The catalogs catalog-plugin.ts builds: `virtual:messages/<page|widget>/<locale>`.
declare module 'virtual:messages/*' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}
