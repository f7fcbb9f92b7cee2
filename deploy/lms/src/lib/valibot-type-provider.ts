import type { FastifySchemaCompiler, FastifyTypeProvider, RouteGenericInterface } from 'fastify';
import * as v from 'valibot';
import { LmsError, validationMessage } from './errors';

/**
 * Route schemas are the clients' own valibot schemas from @portal/contracts (decision 0020): a route
 * declares `schema: { body: SomeRequestSchema }` on an instance `withTypeProvider<ValibotTypeProvider>()`
 * and its handler reads `request.body` as that schema's output, already checked.
 */
export interface ValibotTypeProvider extends FastifyTypeProvider {
  readonly validator: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown;
  readonly serializer: this['schema'] extends v.GenericSchema ? v.InferInput<this['schema']> : unknown;
}

function isValibotSchema(schema: unknown): schema is v.GenericSchema {
  return typeof schema === 'object' && schema !== null && (schema as { kind?: unknown }).kind === 'schema' && '~run' in schema;
}

/**
 * Checks a request part with its valibot schema: the parsed output replaces it, a failure is the
 * 400 ValidationFailed '<field>: <reason>' parseInput answers. A missing body is checked as `{}`, so a
 * schema of optional fields accepts an empty request. Any other kind of schema is refused when the
 * route is registered, not when it is called.
 */
export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  if (!isValibotSchema(schema)) throw new Error(`${method} ${url}: the ${httpPart ?? 'request'} schema is not a valibot schema`);
  return (data: unknown) => {
    const result = v.safeParse(schema, data ?? {});
    return result.success ? { value: result.output } : { error: new LmsError(400, 'ValidationFailed', validationMessage(result.issues)) };
  };
};

/**
 * Route generics for a route that names its Params or Querystring too (TypeScript then infers nothing
 * from the schema): `post<WithBody<typeof S, { Params: P }>>(url, { schema: { body: S } }, …)`.
 */
export type WithBody<S extends v.GenericSchema, G extends RouteGenericInterface = RouteGenericInterface> = G & { Body: v.InferOutput<S> };
