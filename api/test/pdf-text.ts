/** The text of a PDF as pdfjs-dist reads it (test/pdf-text-child.mjs in a child process), one entry per line. */
import { execFile } from 'node:child_process';
import path from 'node:path';

export function pdfText(pdf: Buffer): Promise<{ pages: number; lines: string[] }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(__dirname, 'pdf-text-child.mjs')],
      { env: { ...process.env, NODE_OPTIONS: '' }, maxBuffer: 10 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err) reject(new Error(`pdf-text failed: ${stderr || err.message}`));
        else resolve(JSON.parse(stdout) as { pages: number; lines: string[] });
      },
    );
    child.stdin!.end(pdf);
  });
}
