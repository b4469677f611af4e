import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { crc32 } from "node:zlib";
import { AnswerIndex } from "./answer-index";

/**
 * The packed index on disk, so a restart reads one file instead of every answer from the database.
 *
 * Layout (little-endian): a 128-byte header — magic, format version, section count, the position in
 * the change journal the index reflects, when it was taken, body length, CRC-32 of the body, the
 * question layout's fingerprint, the journal row's time (which names the database) — then the sections of AnswerIndex.exportState(), each as
 * [kind u32, 0 u32, byte length f64, bytes padded to 8]. Anything that does not check out (another
 * format or layout, a short file, a CRC mismatch, sections that do not fit) is refused as a whole, and the
 * caller falls back to the full load.
 */
const MAGIC = "DOWNIDX\0";
// 2: the listed flag also needs a ready profile and no moderation hold; older files listed too many.
// 3: people gained age, age range and verified flags, and paused hides them.
// 4: a plane chunk keeps each field of its entries in its own column ([uids][a0][h0][l0][a1][h1][l1]).
const VERSION = 4;
const HEADER = 128;
type Section = Int32Array | Float64Array | Uint8Array;
const KINDS = [Int32Array, Float64Array, Uint8Array] as const;

export interface SnapshotInfo {
  /** Journal position (matching_changes.seq) the index reflects. */
  position: number;
  /** Wall-clock ms when the position was read. */
  takenAt: number;
  /**
   * changed_at of the journal row at `position`, in µs since the epoch: the same seq in another (or a
   * recreated) database has another time, so a snapshot is never replayed onto a database it did not
   * come from.
   */
  marker: number;
}

/** Writes the index to `file` atomically (a temporary file, then a rename); returns the bytes written. */
export function writeSnapshot(index: AnswerIndex, file: string, info: SnapshotInfo): number {
  const sections = index.exportState();
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = openSync(temporary, "w");
  let length = 0;
  try {
    let crc = 0;
    const pad = Buffer.alloc(8);
    const put = (bytes: Uint8Array, at: number) => {
      for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done, bytes.length - done, at + done);
    };
    for (const section of sections) {
      const kind = KINDS.findIndex((k) => section instanceof k);
      const head = Buffer.alloc(16);
      head.writeUInt32LE(kind, 0);
      head.writeDoubleLE(section.byteLength, 8);
      const bytes = new Uint8Array(section.buffer, section.byteOffset, section.byteLength);
      const tail = pad.subarray(0, (8 - (section.byteLength % 8)) % 8);
      for (const piece of [head, bytes, tail]) {
        put(piece, HEADER + length);
        crc = crc32(piece, crc);
        length += piece.length;
      }
    }
    const header = Buffer.alloc(HEADER);
    header.write(MAGIC, 0, "latin1");
    header.writeUInt32LE(VERSION, 8);
    header.writeUInt32LE(sections.length, 12);
    header.writeDoubleLE(info.position, 16);
    header.writeDoubleLE(info.takenAt, 24);
    header.writeDoubleLE(length, 32);
    header.write(index.layout.fingerprint, 48, "latin1");
    header.writeDoubleLE(info.marker, 112);
    header.writeUInt32LE(crc32(header), 44); // the header's own, computed with bytes 40..47 zero
    header.writeUInt32LE(crc, 40);
    put(header, 0);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(temporary, file);
  return HEADER + length;
}

export type SnapshotRead = { ok: true; index: AnswerIndex; info: SnapshotInfo } | { ok: false; reason: string };

/** Reads a snapshot into a new index; `{ok: false, reason}` for a missing, foreign or damaged file. */
export function readSnapshot(file: string, makeIndex: () => AnswerIndex = () => new AnswerIndex()): SnapshotRead {
  let data: Buffer;
  try {
    data = readFileSync(file);
  } catch {
    return { ok: false, reason: "no snapshot" };
  }
  // Typed views need 8-byte alignment; a fresh large read is, a pooled small one may not be.
  if (data.byteOffset % 8 !== 0) data = Buffer.from(data);
  if (data.length < HEADER || data.toString("latin1", 0, 8) !== MAGIC) return { ok: false, reason: "not a snapshot" };
  const header = Buffer.from(data.subarray(0, HEADER));
  header.fill(0, 40, 48);
  if (crc32(header) !== data.readUInt32LE(44)) return { ok: false, reason: "checksum mismatch" };
  if (data.readUInt32LE(8) !== VERSION) return { ok: false, reason: "another format version" };
  const index = makeIndex();
  if (data.toString("latin1", 48, 112) !== index.layout.fingerprint) {
    return { ok: false, reason: "written for another question layout" };
  }
  const count = data.readUInt32LE(12);
  const length = data.readDoubleLE(32);
  if (data.length !== HEADER + length) return { ok: false, reason: "truncated" };
  const body = data.subarray(HEADER);
  if (crc32(body) !== data.readUInt32LE(40)) return { ok: false, reason: "checksum mismatch" };
  const sections: Section[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + 16 > body.length) return { ok: false, reason: "truncated section" };
    const Kind = KINDS[body.readUInt32LE(at)];
    const bytes = body.readDoubleLE(at + 8);
    at += 16;
    if (!Kind || bytes % Kind.BYTES_PER_ELEMENT !== 0 || at + bytes > body.length) {
      return { ok: false, reason: "bad section" };
    }
    sections.push(new Kind(body.buffer as ArrayBuffer, body.byteOffset + at, bytes / Kind.BYTES_PER_ELEMENT));
    at += bytes + ((8 - (bytes % 8)) % 8);
  }
  try {
    index.importState(sections);
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : "sections do not fit" };
  }
  return {
    ok: true,
    index,
    info: { position: data.readDoubleLE(16), takenAt: data.readDoubleLE(24), marker: data.readDoubleLE(112) },
  };
}
