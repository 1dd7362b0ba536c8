/** Course texts written for the tests: a French biology lesson and a short English one. */
export const frenchBiologyLesson = `# La cellule et la division cellulaire

## La cellule, unité du vivant

La cellule est l’unité de base de tous les êtres vivants. Chaque cellule est entourée d’une membrane plasmique qui sépare le milieu intérieur du milieu extérieur. La membrane plasmique est une double couche de lipides dans laquelle sont insérées des protéines. À l’intérieur, le cytoplasme contient les organites de la cellule.

Le noyau est l’organite qui contient l’information génétique sous forme d’ADN. Chez les eucaryotes, le noyau est séparé du cytoplasme par une enveloppe nucléaire. Les bactéries, appelées procaryotes, n’ont pas de noyau : leur ADN se trouve directement dans le cytoplasme.

Les mitochondries sont les organites de la respiration cellulaire. La respiration cellulaire est la réaction qui produit l’énergie de la cellule à partir du glucose et du dioxygène. Les chloroplastes, présents dans les cellules végétales, réalisent la photosynthèse. La photosynthèse est la transformation de l’énergie lumineuse en énergie chimique.

## La division cellulaire

La mitose est la division d’une cellule mère en deux cellules filles identiques. Avant la mitose, l’ADN est copié : c’est la réplication. La réplication est la copie de chaque molécule d’ADN en deux molécules identiques. Pendant la mitose, les chromosomes se condensent puis se séparent. Un chromosome est une molécule d’ADN associée à des protéines.

La mitose comprend quatre phases : la prophase, la métaphase, l’anaphase et la télophase. Pendant la prophase, les chromosomes deviennent visibles. Pendant la métaphase, les chromosomes s’alignent au centre de la cellule, sur la plaque équatoriale. Pendant l’anaphase, les chromatides se séparent et migrent vers les pôles. Pendant la télophase, deux noyaux se forment et la cellule se divise.

La méiose est une division particulière qui produit les gamètes. Les gamètes sont les cellules reproductrices : les spermatozoïdes et les ovules. Contrairement à la mitose, la méiose produit quatre cellules qui contiennent chacune la moitié des chromosomes de la cellule mère.

## Le cycle cellulaire

Le cycle cellulaire est la succession des étapes de la vie d’une cellule, de sa naissance à sa division. L’interphase est la période qui sépare deux divisions. Pendant l’interphase, la cellule grandit et réplique son ADN. Le cycle cellulaire est contrôlé par des protéines appelées cyclines. Une cellule dont le cycle n’est plus contrôlé peut former une tumeur.
`;

export const frenchHistoryLesson = `# La Révolution française

## Les causes de la Révolution

En 1789, la France est une monarchie absolue. Le roi Louis XVI détient tous les pouvoirs. La société d’ordres est divisée en trois groupes : le clergé, la noblesse et le tiers état. Le tiers état représente la grande majorité de la population mais paie l’essentiel des impôts.

La crise financière oblige le roi à convoquer les états généraux. Les états généraux sont une assemblée des représentants des trois ordres. Le 17 juin 1789, les députés du tiers état se proclament Assemblée nationale.

## Les grandes étapes

La prise de la Bastille, le 14 juillet 1789, est le symbole de la fin de l’absolutisme. La Déclaration des droits de l’homme et du citoyen est le texte qui affirme l’égalité des droits et la souveraineté de la nation. Elle est adoptée le 26 août 1789.

La monarchie constitutionnelle est le régime dans lequel le pouvoir du roi est limité par une constitution. En 1792, la monarchie est abolie et la République est proclamée. La Terreur est la période de 1793-1794 pendant laquelle le gouvernement révolutionnaire fait exécuter ses opposants.
`;

export const englishLesson = `# The Heart

## Structure

The heart is a muscular organ that pumps blood through the body. The heart has four chambers: two atria and two ventricles. The atria are the upper chambers that receive blood returning to the heart. The ventricles are the lower chambers that pump blood out of the heart.

The myocardium is the thick muscular layer of the heart wall. The pericardium is the membrane that surrounds the heart. Heart valves prevent the backflow of blood. The mitral valve lies between the left atrium and the left ventricle. The tricuspid valve lies between the right atrium and the right ventricle.

## Circulation

The pulmonary circulation carries blood between the heart and the lungs. The systemic circulation carries oxygenated blood from the heart to the rest of the body. The aorta is the largest artery of the body. Arteries carry blood away from the heart, whereas veins return blood to the heart. Capillaries are the smallest blood vessels, where exchange with the tissues takes place.

## The cardiac cycle

The cardiac cycle is the sequence of events in one heartbeat. Systole is the phase of contraction of the ventricles. Diastole is the phase of relaxation during which the chambers fill with blood. The sinoatrial node, called the pacemaker, starts each heartbeat. Cardiac output is the volume of blood pumped by each ventricle per minute.
`;
