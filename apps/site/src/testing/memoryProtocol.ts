// The in-memory API's handler shapes (see ./memoryApi.ts), typed from openapi.yaml.
import type { OperationId, operations } from '@dongman/api-client';
import type { Refusal } from '@dongman/api-client/memory-server';
import type { MemoryDatabase } from './memoryDatabase';

export { Refusal, refuse } from '@dongman/api-client/memory-server';

type JsonOf<Op extends OperationId> =
  operations[Op]['responses'][200]['content']['application/json'];
/** What an operation answers in `data` on success. */
export type DataOf<Op extends OperationId> = JsonOf<Op> extends { data: infer D } ? D : never;
type BodyOf<Op extends OperationId> = operations[Op] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : undefined;

export interface MemoryRequest<Op extends OperationId> {
  /** Path parameters by their name in openapi.yaml ({documentId} → path.documentId). */
  path: Record<string, string>;
  query: URLSearchParams;
  body: BodyOf<Op>;
  db: MemoryDatabase;
}

export type Handler<Op extends OperationId> = (
  request: MemoryRequest<Op>,
) => DataOf<Op> | Refusal | Promise<DataOf<Op> | Refusal>;
export type Handlers = { [Op in OperationId]?: Handler<Op> };
