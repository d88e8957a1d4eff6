import net from "node:net";

/**
 * A minimal RTSP peer for the on/off cycle: it answers OPTIONS and DESCRIBE (one H.264 track), with the
 * real protocol's framing. Closing it is the camera going away.
 */
export async function openRtspStub(): Promise<{ server: net.Server; port: number }> {
  const sdp =
    "v=0\r\no=- 0 0 IN IP4 127.0.0.1\r\ns=stub\r\nt=0 0\r\nm=video 0 RTP/AVP 96\r\na=rtpmap:96 H264/90000\r\n";
  const server = net.createServer((socket) => {
    let buffer = "";
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1");
      for (let end = buffer.indexOf("\r\n\r\n"); end >= 0; end = buffer.indexOf("\r\n\r\n")) {
        const request = buffer.slice(0, end);
        buffer = buffer.slice(end + 4);
        const cseq = /CSeq: (\d+)/i.exec(request)?.[1] ?? "0";
        if (request.startsWith("DESCRIBE"))
          socket.write(
            `RTSP/1.0 200 OK\r\nCSeq: ${cseq}\r\nContent-Type: application/sdp\r\nContent-Length: ${sdp.length}\r\n\r\n${sdp}`,
          );
        else
          socket.write(`RTSP/1.0 200 OK\r\nCSeq: ${cseq}\r\nPublic: OPTIONS, DESCRIBE, SETUP, PLAY\r\n\r\n`);
      }
    });
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return { server, port: address.port };
}
