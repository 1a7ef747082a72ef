/** Ark's carousel speaks English by default; these are the words a screen reader says instead. */
export const carouselTranslations = {
  nextTrigger: 'Berikutnya',
  prevTrigger: 'Sebelumnya',
  indicator: (index: number) => `Ke halaman ${index + 1}`,
  item: (index: number, count: number) => `${index + 1} dari ${count}`,
  autoplayStart: 'Putar otomatis',
  autoplayStop: 'Hentikan putar otomatis',
};
