import type { TShift } from "@hts/domain";
import { useState } from "react";
import { BadgeFormDialog } from "@/features/access/components/badge-form-dialog";
import { PointFormDialog } from "@/features/access/components/point-form-dialog";
import { AccessReaderPage } from "@/features/access/pages/access-reader-page";
import { CopyShiftsDialog } from "@/features/planning/components/copy-shifts-dialog";
import { ShiftEditDialog } from "@/features/planning/components/shift-edit-dialog";

/** Says on the page whether the dialog is still open: closing is what a successful save does. */
function Closed({ open }: { open: boolean }) {
  return open ? null : <p data-testid="fixture-closed">fermé</p>;
}

function ShiftEditFixture({ shift }: { shift: TShift }) {
  const [open, setOpen] = useState<TShift | null>(shift);
  return (
    <>
      <ShiftEditDialog shift={open} onOpenChange={(next) => !next && setOpen(null)} />
      <Closed open={open !== null} />
    </>
  );
}

function CopyShiftsFixture({ sourceWeek, shift }: { sourceWeek: string; shift?: TShift }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <CopyShiftsDialog open={open} onOpenChange={setOpen} sourceWeek={sourceWeek} shift={shift ?? null} />
      <Closed open={open} />
    </>
  );
}

function PointFormFixture() {
  const [open, setOpen] = useState(true);
  const [created, setCreated] = useState<string | null>(null);
  return (
    <>
      <PointFormDialog
        open={open}
        point={null}
        onOpenChange={setOpen}
        onCreated={({ name }) => setCreated(name)}
      />
      <Closed open={open} />
      {created && <p data-testid="fixture-created">{created}</p>}
    </>
  );
}

function BadgeFormFixture() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <BadgeFormDialog open={open} badge={null} onOpenChange={setOpen} />
      <Closed open={open} />
    </>
  );
}

/** The components the tests mount, by name, each with the props a test gives it. */
export const FIXTURES = {
  "shift-edit": ShiftEditFixture,
  "copy-shifts": CopyShiftsFixture,
  "access-reader": AccessReaderPage,
  "point-form": PointFormFixture,
  "badge-form": BadgeFormFixture,
};
export type FixtureName = keyof typeof FIXTURES;
