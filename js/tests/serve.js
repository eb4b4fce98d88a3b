// A tiny static file server for the browser test: serves one folder (js/)
// on 127.0.0.1 at a free port, with the MIME types a page and its module
// need (application/wasm for WebAssembly.instantiateStreaming), and nothing
// outside that folder.
//
//   import { serve } from "./serve.js";
//   const server = await serve(root);   // server.url: "http://127.0.0.1:PORT/"
//   ...
//   await server.close();
//
// Run by itself (`node tests/serve.js [ROOT] [PORT]`) it serves ROOT (default:
// js/) until stopped, to look at the playground by hand.

import { createServer } from "node:http";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const MIME = {
  ".html": "text/html; charset=utf-8",
  ".htm": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/plain; charset=utf-8",
  ".ts": "text/plain; charset=utf-8",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
};

// The file a request path names under root, or null if it leaves root.
export function resolveUnder(root, urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath.split("?")[0].split("#")[0]);
  } catch {
    return null; // a malformed %-escape
  }
  if (path.includes("\0")) return null;
  const file = resolve(root, "." + (path.startsWith("/") ? path : "/" + path));
  if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  return file;
}

export function serve(root, { port = 0, host = "127.0.0.1" } = {}) {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    const send = (code, text) => {
      res.writeHead(code, { "content-type": "text/plain; charset=utf-8" });
      res.end(text);
    };
    if (req.method !== "GET" && req.method !== "HEAD") return send(405, "method not allowed\n");
    let file = resolveUnder(base, req.url || "/");
    if (!file) return send(403, "forbidden\n");
    try {
      let info = await stat(file);
      if (info.isDirectory()) {
        if (!(req.url || "/").split("?")[0].endsWith("/")) {
          res.writeHead(301, { location: (req.url || "/").split("?")[0] + "/" });
          return res.end();
        }
        file = join(file, "index.html");
        info = await stat(file);
      }
      if (!info.isFile()) return send(404, "not found\n");
      res.writeHead(200, {
        "content-type": MIME[extname(file).toLowerCase()] || "application/octet-stream",
        "content-length": info.size,
        "cache-control": "no-store",
      });
      if (req.method === "HEAD") return res.end();
      createReadStream(file).pipe(res);
    } catch {
      send(404, "not found\n");
    }
  });
  return new Promise((ok, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => {
      const { port: bound } = server.address();
      ok({
        url: `http://${host}:${bound}/`,
        port: bound,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections?.();
          }),
        server,
      });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] || fileURLToPath(new URL("..", import.meta.url));
  const s = await serve(root, { port: Number(process.argv[3] || 0) });
  console.log(`serving ${resolve(root)} at ${s.url}`);
}
