import { readFileSync } from 'node:fs';
import { CORE_SCHEMA, load } from 'js-yaml';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  /** The operation lists the session cookie in its security requirements. */
  needsSession: boolean;
  /** The operation lists the staff cookie: an operator console call. */
  needsStaff: boolean;
  /** Staff roles allowed (`x-roles`); empty for member and public operations. */
  roles: string[];
  /** A provider's signed notification (x-signed-notification): no session, no XSRF token. */
  signedNotification: boolean;
}

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, unknown> };

/**
 * js-yaml with the YAML 1.2 core schema (what `yaml`'s parse gives, no dates or merge keys):
 * several times faster on this 200 KB document, which every start reads.
 */
export function loadSpec(file: string): OpenApiDocument {
  const document = load(readFileSync(file, 'utf8'), { schema: CORE_SCHEMA }) as OpenApiDocument;
  if (!document || typeof document !== 'object' || typeof document.paths !== 'object') {
    throw new Error(`${file} 不是有效的 OpenAPI 文档`);
  }
  return document;
}

/** Every operation in the document, with what its security section asks for. */
export function listOperations(document: OpenApiDocument): OperationInfo[] {
  const result: OperationInfo[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = (item as Record<string, unknown>)[method] as
        | {
            operationId?: string;
            security?: Record<string, unknown>[];
            'x-signed-notification'?: boolean;
            'x-roles'?: string[];
          }
        | undefined;
      if (!operation) continue;
      const security = operation.security ?? (document.security as Record<string, unknown>[]) ?? [];
      result.push({
        operationId: operation.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        needsSession:
          security.length > 0 && security.every((requirement) => 'sessionCookie' in requirement),
        needsStaff:
          security.length > 0 && security.every((requirement) => 'staffCookie' in requirement),
        roles: operation['x-roles'] ?? [],
        signedNotification: operation['x-signed-notification'] === true,
      });
    }
  }
  return result;
}

/** The media types of a request body or response object (`content`'s keys; none for a $ref). */
const mediaTypes = (holder: unknown): string[] =>
  Object.keys((holder as { content?: Record<string, unknown> } | undefined)?.content ?? {});

/**
 * Media types the document names only for responses (CSV exports, audio, plain text), never for
 * a request body: the server has no parser for them, so a request sending one is refused (415).
 */
export function responseOnlyMediaTypes(document: OpenApiDocument): string[] {
  const requests = new Set<string>();
  const responses = new Set<string>();
  const components = document.components as
    { responses?: Record<string, unknown>; requestBodies?: Record<string, unknown> } | undefined;
  for (const response of Object.values(components?.responses ?? {}))
    mediaTypes(response).forEach((type) => responses.add(type));
  for (const body of Object.values(components?.requestBodies ?? {}))
    mediaTypes(body).forEach((type) => requests.add(type));
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = (item as Record<string, unknown>)[method] as
        { requestBody?: unknown; responses?: Record<string, unknown> } | undefined;
      if (!operation) continue;
      mediaTypes(operation.requestBody).forEach((type) => requests.add(type));
      for (const response of Object.values(operation.responses ?? {}))
        mediaTypes(response).forEach((type) => responses.add(type));
    }
  }
  return [...responses].filter((type) => !requests.has(type));
}
