import type { FastifyServerOptions } from 'fastify';
import { createRequire } from 'node:module';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type ValidatorFactory = NonNullable<CompilersFactory['buildValidator']>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;

// fastify's own compilers, resolved from fastify's place (they are its dependencies, not the backend's).
const requireFromFastify = createRequire(require.resolve('fastify'));
let buildValidator: ValidatorFactory | undefined;
let buildSerializer: SerializerFactory | undefined;

/**
 * fastify's default schema compilers (ajv with its formats, fast-json-stringify: ~250 modules, a few MB),
 * required when a route first declares a schema instead of when fastify starts. Nest's routes validate with
 * class-validator and declare none, so the embedded default's idle footprint does without them
 * (docs/decisions/embedded-footprint.md). Given as factories, fastify leaves a route's header schema as
 * written instead of lower-casing its keys: none is declared.
 */
export const lazySchemaCompilers: CompilersFactory = {
  buildValidator: (externalSchemas, ajvOptions) => {
    buildValidator ??= (requireFromFastify('@fastify/ajv-compiler') as () => ValidatorFactory)();
    return buildValidator(externalSchemas, ajvOptions);
  },
  buildSerializer: (externalSchemas, serializerOptions) => {
    buildSerializer ??= (requireFromFastify('@fastify/fast-json-stringify-compiler') as () => SerializerFactory)();
    return buildSerializer(externalSchemas, serializerOptions);
  },
};
