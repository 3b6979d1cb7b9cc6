/**
 * A JSON answer already serialised, e.g. built by Postgres (`PlainRows.jsonArray`); `T` names the view it
 * holds. The lean read lane writes `text` as it is. Anything else that serialises it (express's
 * `response.json`, on the full pipeline's path) gets the parsed value from `toJSON`, so it writes
 * `JSON.stringify(JSON.parse(text))`: the same text when `text` is in JSON.stringify's own form, as
 * `test/http-reads.*.int-spec.ts` checks by comparing both lanes byte for byte.
 */
export class JsonText<T = unknown> {
  /** Only to carry T (the view) in signatures; never set. */
  declare readonly view?: T;

  constructor(readonly text: string) {}

  toJSON(): T {
    return JSON.parse(this.text) as T;
  }
}
