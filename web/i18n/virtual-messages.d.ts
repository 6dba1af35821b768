// The catalogs catalog-plugin.ts builds: `virtual:messages/<page|widget>/<locale>`, and
// `virtual:messages/widget/fallback`: the player's English in the widget's build (its
// words when a language's chunk cannot load), null in the page's (which loads English
// as a chunk like any other language).
declare module 'virtual:messages/widget/fallback' {
  import type { CompiledCatalog } from './compiled-messages';

  const messages: CompiledCatalog | null;
  export default messages;
}

declare module 'virtual:messages/*' {
  import type { CompiledCatalog } from './compiled-messages';

  const messages: CompiledCatalog;
  export default messages;
}
