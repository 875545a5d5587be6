/** Minutes as "45 min", "3 h 20 min" or "2 d 4 h"; "—" when there is nothing to measure yet. */
export const formatDuration = (minutes: number | null): string => {
  if (minutes === null || !Number.isFinite(minutes) || minutes < 0) return "—";
  const total = Math.round(minutes);
  if (total < 1) return "< 1 min";
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const mins = total % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return mins > 0 ? `${hours} h ${mins} min` : `${hours} h`;
  return `${mins} min`;
};
