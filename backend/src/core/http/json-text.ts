/**
 * A JSON answer already serialised, e.g. built by Postgres (`PlainRows.jsonArray`); `T` names the view it
 * holds. The reply serializer (configure-http.ts) writes `text` as it is; anything else that serialises it gets
 * the parsed value from `toJSON`, the same text when `text` is in JSON.stringify's own form (checked by
 * `test/http-reads.*.int-spec.ts` against the entities' JSON).
 */
export class JsonText<T = unknown> {
  /** Only to carry T (the view) in signatures; never set. */
  declare readonly view?: T;

  constructor(readonly text: string) {}

  toJSON(): T {
    return JSON.parse(this.text) as T;
  }
}
