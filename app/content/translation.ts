/**
 * The type of a translation of a piece of English copy: the same keys, the same tuple
 * lengths, every string leaf widened from its English literal to `string`, and functions
 * kept with their parameters (their result widened). Keys named in `Fixed` keep the English
 * type exactly: slugs, paths and icon names are the same in every language.
 *
 * A Tamil module annotates its data with it (`const x: Translation<typeof xEn> = {...}`),
 * so a missing key, an extra key or a wrong slug fails `tsc` with the file and key named.
 * See docs/decisions/0043-tamil-copy.md.
 */
export type Translation<T, Fixed extends PropertyKey = never> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R, Fixed>
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Translation<T[K], Fixed> }
      : T extends object
        ? { readonly [K in keyof T]: K extends Fixed ? T[K] : Translation<T[K], Fixed> }
        : T;
