// Every unit test reads the page's modules in English.
import { loadPageMessages } from '../../web/i18n/messages';

await loadPageMessages('en');
