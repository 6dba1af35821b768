// The pseudo-language en-XA: English with every letter accented, so that any English a
// test reads on a pseudo page stands out. The page's catalogs are compiled with it
// (catalog-plugin.ts); the core's messages are said with it (core/index.ts).

const ACCENTED = 'áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýž';

/** Every letter of English swapped for an accented one (none left a-z). */
export function pseudo(text: string): string {
  return text.replace(/[a-zA-Z]/g, (c) => {
    const accented = ACCENTED[c.toLowerCase().charCodeAt(0) - 97];
    return c === c.toLowerCase() ? accented : accented.toUpperCase();
  });
}
