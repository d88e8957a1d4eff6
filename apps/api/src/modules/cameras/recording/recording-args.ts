/**
 * ffmpeg's output for recording (decision 100): the first video track copied (no re-encode) into
 * standalone fragmented MP4 files of about `segmentSeconds` (cut at the next keyframe), each playable
 * alone by a browser. The segment list goes to stdout as CSV, one line when a file is finished: that
 * line is how the server learns a segment exists.
 */
export function recordingArgs({
  input,
  segmentSeconds,
  partPattern,
}: {
  input: string[];
  segmentSeconds: number;
  partPattern: string;
}): string[] {
  return [
    ...input,
    "-map",
    "0:v:0",
    "-an",
    "-sn",
    "-dn",
    "-c:v",
    "copy",
    "-f",
    "segment",
    "-segment_time",
    String(segmentSeconds),
    "-reset_timestamps",
    "1",
    "-segment_format",
    "mp4",
    "-segment_format_options",
    "movflags=+frag_keyframe+empty_moov+default_base_moof",
    "-segment_list",
    "pipe:1",
    "-segment_list_type",
    "csv",
    partPattern,
  ];
}
