// STOMP 1.2 frames: an incremental byte parser (bad input throws StompParseError, never crashes the
// process) and a serializer whose content-length counts UTF-8 bytes.

export type Frame = { command: string; headers: Record<string, string>; body: Buffer };
export type Parsed = Frame | 'heartbeat';

export class StompParseError extends Error {}

export const CLIENT_COMMANDS = new Set(['CONNECT', 'STOMP', 'SEND', 'SUBSCRIBE', 'UNSUBSCRIBE', 'ACK', 'NACK', 'BEGIN', 'COMMIT', 'ABORT', 'DISCONNECT']);

const NUL = 0;
const LF = 10;
const CR = 13;

function unescapeHeader(v: string): string {
  return v.replace(/\\(.)/g, (_m, c: string) => {
    if (c === 'n') return '\n';
    if (c === 'r') return '\r';
    if (c === 'c') return ':';
    if (c === '\\') return '\\';
    throw new StompParseError(`undefined escape sequence \\${c}`);
  });
}

export function escapeHeader(v: string): string {
  return v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/:/g, '\\c');
}

/** Finds the blank line that ends the headers: returns [index of the blank line's end, header text end]. */
function findHeaderEnd(buf: Buffer): [number, number] | null {
  for (let i = 0; i < buf.length; i++) {
    if (buf[i] !== LF) continue;
    if (buf[i + 1] === LF) return [i + 2, i];
    if (buf[i + 1] === CR && buf[i + 2] === LF) return [i + 3, i];
  }
  return null;
}

export type ParserLimits = { maxHeaders: number; maxHeaderLength: number };

export class FrameParser {
  private buf: Buffer = Buffer.alloc(0);

  /** maxFrameBytes: a whole frame, command to NUL; bigger throws 'frame too large' before it is all buffered */
  constructor(
    private readonly maxFrameBytes = 64 * 1024,
    private readonly limits: ParserLimits = { maxHeaders: 24, maxHeaderLength: 4096 },
  ) {}

  push(chunk: Buffer): Parsed[] {
    this.buf = this.buf.length === 0 ? chunk : Buffer.concat([this.buf, chunk]);
    const out: Parsed[] = [];
    for (;;) {
      // EOLs between frames are heart-beats.
      let i = 0;
      while (i < this.buf.length && (this.buf[i] === LF || (this.buf[i] === CR && this.buf[i + 1] === LF))) {
        i += this.buf[i] === CR ? 2 : 1;
        out.push('heartbeat');
      }
      if (i > 0) this.buf = this.buf.subarray(i);
      if (this.buf.length === 0) return out;
      const frame = this.next();
      if (!frame) {
        if (this.buf.length > this.maxFrameBytes) throw this.tooLarge();
        return out;
      }
      out.push(frame);
    }
  }

  private tooLarge(): StompParseError {
    return new StompParseError(`frame too large (at most ${this.maxFrameBytes} bytes)`);
  }

  private next(): Frame | null {
    const end = findHeaderEnd(this.buf);
    if (!end) return null;
    const [bodyStart, headerEnd] = end;
    if (bodyStart >= this.maxFrameBytes) throw this.tooLarge();
    const lines = this.buf.subarray(0, headerEnd).toString('utf8').split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
    const command = lines[0];
    if (!CLIENT_COMMANDS.has(command)) throw new StompParseError(`unknown command '${command.slice(0, 30)}'`);
    const raw = command === 'CONNECT' || command === 'STOMP';
    const headers: Record<string, string> = {};
    const { maxHeaders, maxHeaderLength } = this.limits;
    if (lines.length - 1 > maxHeaders) throw new StompParseError(`too many headers (at most ${maxHeaders})`);
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new StompParseError('malformed header line');
      const key = raw ? line.slice(0, colon) : unescapeHeader(line.slice(0, colon));
      const value = raw ? line.slice(colon + 1) : unescapeHeader(line.slice(colon + 1));
      if (key.length > maxHeaderLength || value.length > maxHeaderLength) throw new StompParseError(`header too long (at most ${maxHeaderLength} characters)`);
      if (!(key in headers)) headers[key] = value; // STOMP 1.2: the first occurrence wins
    }
    let bodyEnd: number;
    const cl = headers['content-length'];
    if (cl !== undefined) {
      if (!/^\d{1,9}$/.test(cl)) throw new StompParseError('bad content-length');
      const len = Number(cl);
      if (bodyStart + len + 1 > this.maxFrameBytes) throw this.tooLarge();
      if (this.buf.length < bodyStart + len + 1) return null;
      bodyEnd = bodyStart + len;
      if (this.buf[bodyEnd] !== NUL) throw new StompParseError('frame body not terminated by NUL');
    } else {
      bodyEnd = this.buf.indexOf(NUL, bodyStart);
      if (bodyEnd < 0) return null;
      if (bodyEnd + 1 > this.maxFrameBytes) throw this.tooLarge();
    }
    const body = Buffer.from(this.buf.subarray(bodyStart, bodyEnd));
    this.buf = this.buf.subarray(bodyEnd + 1);
    return { command, headers, body };
  }
}

/** A frame as text; content-length is the body's UTF-8 byte length (given when already known: a shared body). */
export function serializeFrame(command: string, headers: Record<string, string>, body = '', bodyBytes?: number): string {
  const all = body.length > 0 ? { ...headers, 'content-length': String(bodyBytes ?? Buffer.byteLength(body, 'utf8')) } : headers;
  const escape = command !== 'CONNECTED';
  const lines = Object.entries(all).map(([k, v]) => (escape ? `${escapeHeader(k)}:${escapeHeader(v)}` : `${k}:${v}`));
  return `${command}\n${lines.join('\n')}${lines.length > 0 ? '\n' : ''}\n${body}\0`;
}
