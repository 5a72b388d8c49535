/**
 * A response body that is already JSON text (built by PostgreSQL, or remembered from an earlier answer).
 * A route opts in with `jsonTextSerializer`; its handler returns `asAnswer(text)`.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** Route option: sends JsonText as it is and stringifies anything else (errors) without the schema check. */
export const jsonTextSerializer = {
  serializerCompiler: () => (data: unknown) => (data instanceof JsonText ? data.text : JSON.stringify(data)),
};

/**
 * The text, typed as the route's declared answer: it is that answer, serialized. The route's tests parse
 * it against the contract's schema, since the serializer no longer checks it.
 */
export function asAnswer<Answer>(text: string): Answer {
  return new JsonText(text) as unknown as Answer;
}

/** `{...fields, [key]: <raw JSON>}` as text: `fields` stringified, then the raw value appended last. */
export function withRawField(fields: Record<string, unknown>, key: string, rawJson: string): string {
  const head = JSON.stringify(fields);
  return `${head.slice(0, -1)}${head.length > 2 ? ',' : ''}${JSON.stringify(key)}:${rawJson}}`;
}
