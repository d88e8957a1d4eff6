import {
  attachmentProblem,
  MSG_POST_ORDERS,
  POST_ORDER_ATTACHMENT_MAX_BYTES,
  safeFileName,
  sniffAttachmentType,
  type TPostOrderAttachmentType,
} from "@hts/domain";
import { validation } from "../../lib/errors.ts";

export type DecodedAttachment = {
  fileName: string;
  contentType: TPostOrderAttachmentType;
  data: Buffer;
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The files of a new version, decoded and checked: each must be a PDF, JPEG, PNG or WebP by its
 * content, of 5 MB at most. Any refusal names the file's place in the list (422, nothing stored).
 */
export function decodeAttachments(
  files: readonly { file_name: string; content_base64: string }[],
): DecodedAttachment[] {
  return files.map((file, index) => {
    const loc = ["body", "attachments", index, "content_base64"];
    const text = file.content_base64.replace(/\s+/g, "");
    if (!BASE64.test(text) || text.length % 4 === 1) {
      throw validation([{ loc, msg: MSG_POST_ORDERS.attachmentEncoding, type: "attachment_encoding" }]);
    }
    const data = Buffer.from(text, "base64");
    const problem = attachmentProblem(data);
    if (problem === "too_big") {
      const max = POST_ORDER_ATTACHMENT_MAX_BYTES / (1024 * 1024);
      throw validation([
        { loc, msg: { text: MSG_POST_ORDERS.attachmentTooBig, params: { max } }, type: "attachment_too_big" },
      ]);
    }
    const contentType = sniffAttachmentType(data);
    if (problem === "type" || !contentType) {
      throw validation([{ loc, msg: MSG_POST_ORDERS.attachmentType, type: "attachment_type" }]);
    }
    return { fileName: safeFileName(file.file_name), contentType, data };
  });
}
