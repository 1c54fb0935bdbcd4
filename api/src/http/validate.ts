// Validation at the edge: a handler declares schemas for body, query and params and receives the parsed input.
import type { Next } from 'koa';
import * as z from 'zod';
import type { AppContext } from './context.ts';
import { badRequest } from './errors.ts';
import { fieldErrors } from '#contract/field-errors.ts';
import { MSG } from '#contract/messages.ts';

interface Schemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

type Parsed<S extends Schemas> = {
  [K in keyof S]: S[K] extends z.ZodType ? z.output<S[K]> : never;
};

function parse(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const messages = Object.values(errors);
  // A single problem is the message itself, so clients that only show `message` still say what is wrong.
  throw badRequest(messages.length === 1 ? messages[0]! : MSG.invalidInput, errors);
}

export function handle<S extends Schemas>(
  schemas: S,
  handler: (ctx: AppContext, input: Parsed<S>) => Promise<void> | void,
) {
  return async (ctx: AppContext, _next: Next) => {
    const input: Record<string, unknown> = {};
    if (schemas.params) input.params = parse(schemas.params, (ctx as unknown as { params: unknown }).params);
    if (schemas.query) input.query = parse(schemas.query, ctx.query);
    if (schemas.body) input.body = parse(schemas.body, (ctx.request as { body?: unknown }).body ?? {});
    await handler(ctx, input as Parsed<S>);
  };
}
