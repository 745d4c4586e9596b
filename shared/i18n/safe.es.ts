import type { Translation } from "./catalog";
import type { safe } from "./safe.en";

const es: Translation<typeof safe.en> = {
  title: "Díganos que está a salvo",
  intro:
    "Si un llamado de {{brand}} se trata de usted y está a salvo, díganoslo aquí. No tiene que decir dónde está, y no se lo diremos a nadie, ni siquiera a la persona que reportó su desaparición. Nuestro personal puede confirmarlo con usted o con la policía antes de que termine el llamado.",
  danger: "Si está en peligro, llame ahora al {{phone}}.",
  formLabel: "Díganos que está a salvo",
  chooser: {
    label: "¿Qué llamado es sobre usted?",
    hint: "Escriba su nombre o el código impreso en la alerta.",
    looking: "Buscando los llamados vigentes...",
    failed: "No se pudieron buscar los llamados.",
    none: "Ningún llamado vigente coincide. Pruebe con otra ortografía o con el código.",
    list: "Llamados vigentes",
    choice: "{{name}}, {{age}} — visto/a por última vez en {{place}}",
  },
  about: "Sobre el llamado por",
  chooseAnother: "Elegir otro",
  loading: "Cargando el llamado...",
  message: "Un mensaje para nuestro personal (opcional)",
  messageHint: "No necesita decir dónde está.",
  contact: "Cómo podemos confirmarlo con usted (opcional)",
  contactHint:
    "Un número de teléfono o un correo electrónico. Solo lo ve nuestro personal y nunca se comparte.",
  failed: "No se pudo enviar su mensaje.",
  sending: "Enviando...",
  send: "Enviar",
  received:
    "Gracias. Nuestro personal revisará su mensaje y terminará el llamado en cuanto pueda confirmar que está a salvo. No le diremos a nadie dónde está.",
  errors: {
    "Please choose the appeal about you": "Elija el llamado sobre usted",
    "Please choose the appeal about you.": "Elija el llamado sobre usted.",
  },
};
export default es;
