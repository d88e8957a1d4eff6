import { api } from "@/lib/api-client";
import { saveBlob } from "@/lib/save-blob";

/** The export's url is rooted at the site ("/api/security-reports/:id/files/pdf"); the client adds "/api". */
function clientPath(url: string): string {
  return url.startsWith("/api/") ? url.slice(4) : url;
}

/** GET /api/security-reports/:id/files/:format with the bearer token, handed to the browser's download. */
export async function downloadSecurityReportFile({
  url,
  filename,
}: {
  url: string;
  filename: string;
}): Promise<void> {
  const blob = await api.get<Blob>(clientPath(url), { responseType: "blob" });
  saveBlob({ blob, fileName: filename });
}
