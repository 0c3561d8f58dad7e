import type { ResponseSchema } from './api-client';

// The calls of the first screens (the session's, and the signed-in shell's and dashboard's
// queries) check the shape of their answer instead of parsing it with the contract's zod
// schema, so those screens load no zod (issue 18). The server sends every answer through the
// same contract schema (fastify-type-provider-zod's serializer), which fills its defaults and
// refuses what does not fit; the type `T` names that contract. Screens loaded later, and forms,
// parse with zod as before.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shapeCheck<T>(isShape: (value: unknown) => boolean, shape: string): ResponseSchema<T> {
  return {
    safeParse: (value) =>
      isShape(value)
        ? { success: true, data: value as T }
        : { success: false, error: { issues: [`the answer is not ${shape}`] } },
  };
}

/** An answer that must be an object, read as the contract's type `T`. */
export function objectAnswer<T extends object>(): ResponseSchema<T> {
  return shapeCheck<T>(isRecord, 'an object');
}

/** An answer that must be a list of objects, read as a list of the contract's type `T`. */
export function listAnswer<T extends object>(): ResponseSchema<T[]> {
  return shapeCheck<T[]>(
    (value) => Array.isArray(value) && value.every(isRecord),
    'a list of objects',
  );
}
