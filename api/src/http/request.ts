import type { FastifyRequest } from 'fastify';
import { TOKEN_HEADER } from '@portal/shared-kernel/contract';
import type { RequestMeta } from '../domain/audit.ts';

const tokenHeader = TOKEN_HEADER.toLowerCase();

/** The gw-Token header (first value when repeated). */
export function tokenFromRequest(request: FastifyRequest): string | undefined {
  const value = request.headers[tokenHeader];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.trim() !== '' ? token.trim() : undefined;
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent : null };
}
