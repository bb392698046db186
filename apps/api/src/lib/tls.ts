import { readFile } from 'node:fs/promises';
import type { SecureServerOptions } from 'node:http2';
import type { TlsFiles } from '../config.js';

/**
 * The HTTPS server's options from TLS_CERT_FILE / TLS_KEY_FILE: HTTP/2, so a page's requests
 * share one connection instead of each opening its own, with HTTP/1.1 kept for clients that do
 * not offer h2 (ALPN). A missing or unreadable file stops the start with the file named.
 */
export async function tlsServerOptions(files: TlsFiles): Promise<SecureServerOptions> {
  const read = async (file: string, name: string) => {
    try {
      return await readFile(file);
    } catch (error) {
      throw new Error(`${name} 无法读取：${file}（${(error as Error).message}）`);
    }
  };
  const [cert, key] = await Promise.all([
    read(files.certFile, 'TLS_CERT_FILE'),
    read(files.keyFile, 'TLS_KEY_FILE'),
  ]);
  return { allowHTTP1: true, cert, key };
}
