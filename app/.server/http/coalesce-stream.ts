/**
 * React writes a streamed page in many small pieces, and the response pipeline flushes the
 * compressor after each one, which costs a lot of compression (42 KB gzip instead of 17 KB for
 * a results page). This stream joins what arrives within one turn of the event loop, so the
 * shell leaves as one piece and each streamed part (deferred data) as one more.
 */
import { Transform, type TransformCallback } from "node:stream";

export class CoalescingStream extends Transform {
  private parts: Buffer[] = [];
  private scheduled = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.parts.push(chunk);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.release());
    }
    done();
  }

  override _flush(done: TransformCallback) {
    this.release();
    done();
  }

  private release() {
    this.scheduled = false;
    if (this.parts.length === 0) return;
    this.push(this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts));
    this.parts = [];
  }
}
