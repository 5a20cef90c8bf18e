/** A tree of messages: strings, grouped under keys. */
export type MessageTree = { readonly [key: string]: string | MessageTree };

/**
 * The shape a translation of `T` must have: the same keys at every level, each
 * leaf a string. `satisfies Translation<typeof en>` on a Hindi file makes a key
 * missing from it, or one English does not have, a type error.
 */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** Every dotted key of a message tree that names a string: "topStrip.tenders". */
export type MessageKey<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : MessageKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
