// WebRTC between the members of one call: one RTCPeerConnection per other member. The newcomer offers to
// everyone already in the call; the others answer. Offers, answers and ICE candidates travel as RTC requests
// (POST /rooms/calls/rtc-requests) and arrive as RTCREQUEST events (fed to receive()).
import type { RtcCandidate, RtcRequest, RtcRequestInput } from '../../../domain/calls/types';

export type Signal = (input: RtcRequestInput) => Promise<unknown>;

export type MeshCallbacks = {
  onRemoteStream(userId: string, stream: MediaStream | null): void;
  onConnected(): void;
  onFailed(): void;
};

type Peer = { pc: RTCPeerConnection; pending: RTCIceCandidateInit[] };

export class PeerMesh {
  private readonly peers = new Map<string, Peer>();
  /** candidates that came before the offer they belong to */
  private readonly early = new Map<string, RTCIceCandidateInit[]>();
  private closed = false;

  constructor(
    private readonly selfId: string,
    readonly callId: string,
    private readonly local: MediaStream,
    private readonly signal: Signal,
    private readonly cb: MeshCallbacks,
  ) {}

  private create(userId: string): Peer {
    this.drop(userId);
    const pc = new RTCPeerConnection({ iceServers: [] });
    for (const track of this.local.getTracks()) pc.addTrack(track, this.local);
    pc.onicecandidate = (e) => {
      if (!e.candidate) return;
      const c = e.candidate.toJSON();
      const candidate: RtcCandidate = {
        candidate: c.candidate ?? '', sdpMid: c.sdpMid ?? null, sdpMLineIndex: c.sdpMLineIndex ?? null, usernameFragment: c.usernameFragment ?? null,
      };
      void this.signal({ callId: this.callId, toUserId: userId, type: 'candidate', candidate }).catch(() => {});
    };
    pc.ontrack = (e) => this.cb.onRemoteStream(userId, e.streams[0] ?? new MediaStream([e.track]));
    pc.onconnectionstatechange = () => {
      if (this.peers.get(userId)?.pc !== pc) return;
      if (pc.connectionState === 'connected') this.cb.onConnected();
      if (pc.connectionState === 'failed') this.cb.onFailed();
    };
    const peer: Peer = { pc, pending: this.early.get(userId) ?? [] };
    this.early.delete(userId);
    this.peers.set(userId, peer);
    return peer;
  }

  /** Offers a connection to a member already in the call. */
  async call(userId: string): Promise<void> {
    if (this.closed) return;
    const { pc } = this.create(userId);
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    await this.signal({ callId: this.callId, toUserId: userId, type: 'offer', sdp: offer.sdp ?? '' });
  }

  /** Applies an RTC request addressed to this person in this call (others are ignored). */
  async receive(req: RtcRequest): Promise<void> {
    if (this.closed || req.callId !== this.callId || req.toUserId !== this.selfId) return;
    const from = req.fromUserId;
    if (req.type === 'offer' && req.sdp) {
      const peer = this.create(from);
      await peer.pc.setRemoteDescription({ type: 'offer', sdp: req.sdp });
      await this.flush(peer);
      const answer = await peer.pc.createAnswer();
      await peer.pc.setLocalDescription(answer);
      await this.signal({ callId: this.callId, toUserId: from, type: 'answer', sdp: answer.sdp ?? '' });
    } else if (req.type === 'answer' && req.sdp) {
      const peer = this.peers.get(from);
      if (!peer || peer.pc.signalingState !== 'have-local-offer') return;
      await peer.pc.setRemoteDescription({ type: 'answer', sdp: req.sdp });
      await this.flush(peer);
    } else if (req.type === 'candidate' && req.candidate) {
      const peer = this.peers.get(from);
      if (!peer) this.early.set(from, [...(this.early.get(from) ?? []), req.candidate]);
      else if (!peer.pc.remoteDescription) peer.pending.push(req.candidate);
      else await peer.pc.addIceCandidate(req.candidate).catch(() => {});
    }
  }

  private async flush(peer: Peer): Promise<void> {
    const pending = peer.pending;
    peer.pending = [];
    for (const c of pending) await peer.pc.addIceCandidate(c).catch(() => {});
  }

  /** A member left the call. */
  drop(userId: string): void {
    const peer = this.peers.get(userId);
    if (!peer) return;
    this.peers.delete(userId);
    peer.pc.close();
    this.cb.onRemoteStream(userId, null);
  }

  close(): void {
    this.closed = true;
    for (const userId of [...this.peers.keys()]) this.drop(userId);
  }
}
