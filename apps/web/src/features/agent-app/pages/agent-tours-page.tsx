import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { createQrDetector } from "@/features/access";
import { myShiftsQuery, myToursQuery } from "../api/agent-api.ts";
import { TourWalkPanel } from "../components/tour-walk-panel.tsx";
import { pickShift } from "../lib/pick-shift.ts";
import { useTourWalk } from "../lib/use-tour-walk.ts";

/** 'Rondes': the tours of the current shift's site, started and walked from the phone, offline too. */
export function AgentToursPage() {
  const { t } = useTranslation();
  const shifts = useQuery(myShiftsQuery());
  const shift = pickShift(shifts.data ?? [], new Date());
  const { walk, start, scan, leave, message, setMessage } = useTourWalk();
  const shiftId = walk?.shift_id ?? shift?.id ?? "";
  const tours = useQuery({ ...myToursQuery(shiftId), enabled: shiftId !== "" });
  const data = tours.data;
  const walking = walk && data?.tours.find((tour) => tour.id === walk.tour_id);
  // The QR decoder (WebAssembly where the browser has no BarcodeDetector) is fetched while the network
  // is here: a tour walked in a basement must still read its labels (the service worker keeps it).
  useEffect(() => {
    if (!navigator.onLine) return;
    void createQrDetector()
      .then((detector) => detector.detect(new ImageData(1, 1)))
      .catch(() => undefined);
  }, []);

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold">{t("tours.walk.title")}</h1>
      {message && (
        <p
          role={message.error ? "alert" : "status"}
          className={message.error ? "text-base text-destructive" : "text-base"}
        >
          {message.text}
        </p>
      )}
      {shiftId === "" && shifts.isSuccess && (
        <p className="text-base text-muted-foreground">{t("tours.walk.noShift")}</p>
      )}
      {walk && walking && data ? (
        <TourWalkPanel
          tour={walking}
          data={data}
          walk={walk}
          onScan={scan}
          onMessage={(text) => setMessage({ text, error: true })}
          onLeave={() => void leave()}
        />
      ) : (
        data && (
          <ul className="grid gap-3">
            {data.tours.length === 0 && (
              <li className="text-base text-muted-foreground">{t("tours.walk.noTours")}</li>
            )}
            {data.tours.map((tour) => (
              <li key={tour.id}>
                <Button className="min-h-14 w-full text-lg" onClick={() => void start(tour, shiftId)}>
                  {t("tours.walk.start", { name: tour.name })}
                </Button>
              </li>
            ))}
          </ul>
        )
      )}
    </div>
  );
}
