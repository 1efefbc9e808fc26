import { apiErrorSchema } from '@aebro/shared/errors';

/** The error answers a route may give, for its OpenAPI schema: `errorResponses(400, 401, 404)`. */
export function errorResponses<S extends number>(
  ...statuses: S[]
): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}
