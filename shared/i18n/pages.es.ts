import type { Translation } from "./catalog";
import type { pages } from "./pages.en";

const es: Translation<typeof pages.en> = {
  reportPage: {
    title: "Reportar una persona desaparecida",
    intro:
      "Díganos quién está desaparecido y dónde se le vio por última vez. Un moderador revisa cada reporte antes de enviarlo a los suscriptores como alerta, así que dé datos exactos y un número de teléfono donde podamos localizarle.",
  },
  subscribePage: {
    title: "Suscribirse a las alertas",
    intro:
      "Cuando un niño desaparece, las primeras horas son las más importantes. Suscríbase para recibir alertas verificadas de su zona por SMS, WhatsApp o correo electrónico.",
  },
};
export default es;
