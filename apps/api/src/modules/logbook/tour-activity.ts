import type { TTourActivity } from "@hts/domain";
import type { Db } from "../../db/client.ts";

/**
 * The tours walked during a shift, for its daily activity report. The tours module (issue 23, built
 * in parallel) provides them: at merge, this one function calls it. Until then, no tours.
 */
export type TourActivityProvider = (input: {
  db: Db;
  companyId: string;
  shiftId: string;
}) => Promise<TTourActivity[]>;

export const tourActivityOfShift: TourActivityProvider = async () => [];
