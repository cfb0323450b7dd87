// Holds a running test server to its response schemas: every answer of the routes of the given tags is parsed,
// as it goes over the wire (JSON), with the route's response schema; a mismatch (a missing, mistyped or, with
// the strict objects of src/domain/<area>/schemas.ts, an undeclared field) throws in the handler, so the request
// answers 500 and the test file's `serverErrors() === 0` check fails, naming the route and the field.
import type { z } from 'zod';
import { fileResponse, zodMessage, type AnyRoute } from '../../server/src/http/registry';

export function answerMismatch(route: Pick<AnyRoute, 'method' | 'path' | 'response'>, out: unknown): string | null {
  const where = `${route.method.toUpperCase()} ${route.path}`;
  if (out instanceof Response) return route.response === fileResponse ? null : `${where} sent a file but declares a JSON answer`;
  if (route.response === fileResponse) return `${where} declares a file but sent JSON`;
  const wire: unknown = out === undefined ? undefined : JSON.parse(JSON.stringify(out));
  const parsed = (route.response as z.ZodType).safeParse(wire);
  return parsed.success ? null : `${where} answered outside its response schema: ${zodMessage(parsed.error, 'answer')}`;
}

/** Wraps the handlers of the routes with these tags (the registry calls route.handler at request time). */
export function checkAnswers(server: { routes: AnyRoute[] }, tags: readonly string[]): void {
  for (const route of server.routes) {
    if (!tags.includes(route.tag)) continue;
    const handler = route.handler.bind(route);
    route.handler = async (input) => {
      const out = await handler(input);
      const problem = answerMismatch(route, out);
      if (problem) throw new Error(problem);
      return out;
    };
  }
}
