import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  /** The operation lists the session cookie in its security requirements. */
  needsSession: boolean;
}

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, unknown> };

export function loadSpec(file: string): OpenApiDocument {
  const document = parse(readFileSync(file, 'utf8')) as OpenApiDocument;
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
        { operationId?: string; security?: Record<string, unknown>[] } | undefined;
      if (!operation) continue;
      const security = operation.security ?? (document.security as Record<string, unknown>[]) ?? [];
      result.push({
        operationId: operation.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        needsSession:
          security.length > 0 && security.every((requirement) => 'sessionCookie' in requirement),
      });
    }
  }
  return result;
}
