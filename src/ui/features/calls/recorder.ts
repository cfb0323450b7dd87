// Microphone capture for voice notes: MediaRecorder while recording, then WebAudio decodes the take and
// lamejs encodes it as mp3 at 128 kbit/s.
import { encodeMp3, voiceNoteFile } from './mp3';

export type Recording = { stop(): Promise<File>; discard(): void };

export async function startMicRecording(): Promise<Recording> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const release = () => stream.getTracks().forEach((t) => t.stop());
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream);
  } catch (e) {
    release();
    throw e;
  }
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => {
    if (e.data.size > 0) chunks.push(e.data);
  };
  recorder.start(250);
  return {
    stop: async () => {
      const stopped = new Promise<void>((resolve) => {
        recorder.onstop = () => resolve();
      });
      if (recorder.state !== 'inactive') recorder.stop();
      await stopped;
      release();
      const take = new Blob(chunks, { type: recorder.mimeType });
      const ctx = new AudioContext();
      try {
        const audio = await ctx.decodeAudioData(await take.arrayBuffer());
        // mono: the first channel (microphones record one)
        return voiceNoteFile(encodeMp3(audio.getChannelData(0), audio.sampleRate), new Date());
      } finally {
        void ctx.close();
      }
    },
    discard: () => {
      if (recorder.state !== 'inactive') recorder.stop();
      release();
    },
  };
}
