import type { FastifyReply } from 'fastify';

/** Sends the value, or 204 with no body when there is nothing: null, undefined or an empty list. */
export function sendOrNoContent<T>(reply: FastifyReply, value: T | null | undefined): FastifyReply {
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) {
    return reply.code(204).send();
  }
  return reply.send(value);
}
