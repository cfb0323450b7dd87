// The voice note encoder: mp3 frames at 128 kbit/s (spec 9), of the recorded length.
import { describe, expect, it } from 'vitest';
import { encodeMp3, toInt16, voiceNoteFile } from '../../src/ui/features/calls/mp3';

/** Bitrate (kbit/s), sample rate and frame length of the MPEG-1 Layer III frame header at `at`. */
function frameHeader(b: Uint8Array, at: number) {
  const bitrates = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
  const rates = [44100, 48000, 32000];
  if (b[at] !== 0xff || (b[at + 1] & 0xfe) !== 0xfa) return null; // sync, MPEG-1, Layer III
  const kbps = bitrates[b[at + 2] >> 4];
  const rate = rates[(b[at + 2] >> 2) & 3];
  const padding = (b[at + 2] >> 1) & 1;
  return { kbps, rate, length: Math.floor((144 * kbps * 1000) / rate) + padding };
}

describe('encodeMp3', () => {
  it('makes consecutive 128 kbit/s MPEG-1 Layer III frames lasting as long as the input', () => {
    const rate = 44100;
    const seconds = 1;
    const pcm = new Float32Array(rate * seconds).map((_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / rate));
    const mp3 = encodeMp3(pcm, rate);
    let at = 0;
    let frames = 0;
    while (at < mp3.length) {
      const h = frameHeader(mp3, at);
      expect(h, `frame header at byte ${at}`).not.toBeNull();
      expect(h).toMatchObject({ kbps: 128, rate });
      at += h!.length;
      frames++;
    }
    expect(at).toBe(mp3.length);
    // 1152 samples a frame, plus the encoder's delay and padding frames
    expect(frames * 1152 / rate).toBeGreaterThanOrEqual(seconds);
    expect(frames * 1152 / rate).toBeLessThan(seconds + 0.2);
  });

  it('clips samples outside -1..1 instead of wrapping', () => {
    expect([...toInt16(Float32Array.from([-2, -1, 0, 1, 2]))]).toEqual([-32768, -32768, 0, 32767, 32767]);
  });

  it('names the file .mp3 with the audio/mpeg type', () => {
    const f = voiceNoteFile(new Uint8Array([0xff, 0xfb]), new Date(Date.UTC(2030, 0, 2, 3, 4, 5)));
    expect([f.name, f.type, f.size]).toEqual(['voice-note-2030-01-02-03-04-05.mp3', 'audio/mpeg', 2]);
  });
});
