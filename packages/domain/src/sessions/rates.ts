/**
 * Attendance rates over a period (beyond the spec: the group details screen and its
 * export). Every attendance record is either present or absent; late arrivals are
 * counted among the present. A record both absent and late (the spec lets the coach tick
 * late without attending) counts as absent only.
 */
export interface AttendanceCounts {
  /** Attendance records: one per student per session. */
  present: number;
  absent: number;
  /** Absences a family reported (docs/product.md#absences), among `absent`. */
  excused: number;
  late: number;
}

export interface AttendanceRates {
  /** Percentages of the records, one decimal; null when there is no record. */
  presentRate: number | null;
  absentRate: number | null;
  excusedRate: number | null;
  unexcusedRate: number | null;
  lateRate: number | null;
}

const percent = (part: number, whole: number): number | null => (whole === 0 ? null : Math.round((part * 1000) / whole) / 10);

export const attendanceRates = (counts: AttendanceCounts): AttendanceRates => {
  const records = counts.present + counts.absent;
  return {
    presentRate: percent(counts.present, records),
    absentRate: percent(counts.absent, records),
    excusedRate: percent(counts.excused, records),
    unexcusedRate: percent(counts.absent - counts.excused, records),
    lateRate: percent(counts.late, records),
  };
};
