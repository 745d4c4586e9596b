import type { Translation } from "./catalog";
import type { homeMore } from "./home-more.en";

const es: Translation<typeof homeMore.en> = {
  community: {
    title: "Nuestra comunidad crece",
    intro: "Cada suscriptor es alguien que puede ayudar cuando un niño desaparece.",
    refresh: "Actualizar",
    refreshLabel: "Actualizar el número de suscriptores",
    loading: "Cargando...",
    ofGoal: "suscriptores de nuestra meta de {{goal}}",
    progressLabel: "Avance hacia la meta de suscriptores",
    progressValue: "{{progress}} de {{goal}}",
    progressText: "{{progress}} de la meta",
    subscribeNow: "Suscribirse ahora",
  },
  supporters: {
    title: "Apoyos recientes",
    loading: "Cargando a quienes apoyan...",
    failed: "No se pudo cargar la lista de apoyos",
    first: "¡Sea la primera persona en suscribirse!",
    guyana: "Orgulloso de ayudar a proteger a los niños de Guyana",
    helping: "Ayudando a que los niños desaparecidos vuelvan a casa",
  },
  share: {
    message:
      "Únase a {{brand}} y ayude a encontrar a niños desaparecidos en Guyana. Suscríbase a las alertas:",
    messageNoBrand:
      "Únase a la red y ayude a encontrar a niños desaparecidos en Guyana. Suscríbase a las alertas:",
    copyFailed: "No se pudo copiar",
    copyFailedText: "Seleccione el enlace y cópielo a mano.",
    spread: "Corra la voz",
    win: "Comparta y gane {{prize}}",
    ended:
      "Nuestro concurso de referidos ({{prize}} para quien sumara más personas a la red) ya terminó. Cerró el {{date}}. ¡Gracias a todos los que compartieron!",
    keepSharing: "Siga compartiendo: cada nuevo suscriptor es un par de ojos más cuando un niño desaparece.",
    contestBefore: "Ayúdenos a hacer crecer la red. Quien sume más personas con su enlace de referido gana",
    contestAfter: "El concurso termina el {{date}}.",
    linkLabel: "Enlace para compartir",
    copied: "¡Copiado!",
    copy: "Copiar enlace",
    shareOn: "Compartir en",
    textMessage: "Mensaje de texto",
  },
  story: {
    label: "Nuestra historia",
    title: "En memoria de {{name}}",
  },
  demo: {
    show: "Mostrar alertas de ejemplo",
    pause: "Pausar alertas de ejemplo",
    label: "Alerta de ejemplo",
    title: "Alerta de ejemplo",
    titleMore: ": niño desaparecido",
    dismiss: "Cerrar la alerta de ejemplo de {{name}}",
    lastSeen: "Visto por última vez {{ago}} cerca de {{place}}.",
    note: "Un ejemplo de las alertas que reciben los suscriptores; no es un caso real.",
    report: "REPORTAR",
    hoursAgo: "hace {{n}} horas",
    hourAgo: "hace 1 hora",
    samples: {
      "demo-1": "Uniforme escolar verde, dos trenzas, mochila rosada.",
      "demo-2": "Camiseta roja, jeans azules, zapatillas blancas.",
      "demo-3": "Vestido amarillo, sandalias moradas, lentes.",
      "demo-4": "Sudadera negra con capucha, short gris, lleva un balón de fútbol.",
    },
  },
  sightingDialog: {
    title: "Reportar un avistamiento",
    titleFor: "Reportar un avistamiento: {{name}}",
    description: "Su información podría salvar una vida. Todos los reportes son confidenciales.",
  },
};
export default es;
