import type { Translation } from "./catalog";
import type { pages } from "./pages.en";

const pt: Translation<typeof pages.en> = {
  reportPage: {
    title: "Comunicar uma pessoa desaparecida",
    intro:
      "Conte para nós quem está desaparecido e onde foi visto pela última vez. Um moderador confere cada comunicado antes de enviá-lo aos inscritos como alerta, por isso informe dados exatos e um telefone em que possamos falar com você.",
  },
  subscribePage: {
    title: "Inscrever-se nos alertas",
    intro:
      "Quando uma criança desaparece, as primeiras horas são as mais importantes. Inscreva-se para receber alertas verificados da sua região por SMS, WhatsApp ou e-mail.",
  },
};
export default pt;
