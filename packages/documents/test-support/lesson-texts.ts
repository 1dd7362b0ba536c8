/** A lesson as structured, known text: fixtures are rendered from it, results compared to it. */
export interface Lesson {
  title: string;
  sections: { heading: string; paragraphs: string[]; items?: string[] }[];
}

/** The Markdown-style text `extract()` should give back for a lesson. */
export function lessonMarkdown(lesson: Lesson): string {
  const blocks = [`# ${lesson.title}`];
  for (const section of lesson.sections) {
    blocks.push(`## ${section.heading}`, ...section.paragraphs);
    if (section.items) blocks.push(section.items.map((item) => `- ${item}`).join('\n'));
  }
  return blocks.join('\n\n');
}

export const frenchLesson: Lesson = {
  title: 'La photosynthèse',
  sections: [
    {
      heading: 'Définition',
      paragraphs: [
        'La photosynthèse est le processus par lequel les plantes vertes, les algues et certaines bactéries transforment l’énergie lumineuse en énergie chimique. Elle se déroule principalement dans les feuilles, au sein des chloroplastes, qui contiennent un pigment vert appelé chlorophylle.',
        'Au cours de cette réaction, le dioxyde de carbone absorbé par les stomates et l’eau puisée par les racines sont combinés pour former du glucose. Le dioxygène est libéré dans l’atmosphère comme sous-produit, ce qui rend la vie possible pour la plupart des êtres vivants.',
      ],
    },
    {
      heading: 'Les deux phases',
      paragraphs: [
        'La phase claire dépend directement de la lumière : elle produit de l’ATP et du NADPH en scindant les molécules d’eau. La phase sombre, appelée cycle de Calvin, utilise ces molécules énergétiques pour fixer le carbone et fabriquer des sucres.',
      ],
      items: [
        'La phase claire a lieu dans les thylakoïdes.',
        'Le cycle de Calvin se déroule dans le stroma.',
        'Le glucose sert de réserve d’énergie à la plante.',
      ],
    },
    {
      heading: 'Facteurs limitants',
      paragraphs: [
        'L’intensité lumineuse, la concentration en dioxyde de carbone et la température limitent la vitesse de la photosynthèse. Quand l’un de ces facteurs manque, la production de glucose ralentit même si les autres sont abondants, comme l’a montré Frederick Blackman en 1905.',
        'Les agriculteurs exploitent ces connaissances dans les serres : ils éclairent, chauffent et enrichissent l’air en dioxyde de carbone pour obtenir des récoltes plus abondantes tout au long de l’année.',
      ],
    },
  ],
};

export const englishLesson: Lesson = {
  title: 'The Industrial Revolution',
  sections: [
    {
      heading: 'Origins in Britain',
      paragraphs: [
        'The Industrial Revolution began in Britain in the second half of the eighteenth century. A growing population, abundant coal and iron, colonial markets and a stable banking system created the conditions for rapid change in the way goods were produced.',
        'Inventions such as the spinning jenny, the water frame and the steam engine of James Watt moved textile production from cottages into large factories, where machines set the pace of work.',
      ],
      items: [
        'Coal powered the new steam engines.',
        'Canals and later railways carried raw materials.',
        'Factories gathered workers in growing towns.',
      ],
    },
    {
      heading: 'Social consequences',
      paragraphs: [
        'Cities such as Manchester and Birmingham grew at an extraordinary rate. Workers, including many children, laboured for long hours in dangerous conditions, and overcrowded housing spread diseases like cholera.',
        'Over the nineteenth century, trade unions, factory acts and public health reforms slowly improved living standards, while the middle class gained wealth and political influence.',
      ],
    },
  ],
};
