import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

/**
 * SVG to PNG without a browser or a native binary: resvg compiled to WebAssembly (@resvg/resvg-wasm).
 * The module is read and compiled once per process, on the first picture asked for.
 */
let ready: Promise<void> | undefined;

function loadRenderer(): Promise<void> {
  ready ??= readFile(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm')).then((wasm) => initWasm(wasm));
  // A failed load (an unreadable file) is tried again by the next picture rather than kept.
  ready.catch(() => {
    ready = undefined;
  });
  return ready;
}

/**
 * The SVG drawn at its own size as PNG bytes. Synchronous CPU work once the module is loaded (tens of
 * milliseconds for a share card): callers bound how many run (services/art/product-card-renderer.ts).
 * No fonts are given, so text draws nothing: the documents rendered here carry none.
 */
export async function rasteriseSvg(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  await loadRenderer();
  const renderer = new Resvg(svg, { font: { fontBuffers: [] }, fitTo: { mode: 'original' } });
  try {
    const image = renderer.render();
    try {
      // A copy out of the module's memory (wasm-bindgen slices it), so a plain ArrayBuffer of its own.
      return image.asPng() as Uint8Array<ArrayBuffer>;
    } finally {
      image.free();
    }
  } finally {
    renderer.free();
  }
}
