import type { Translation } from "./catalog";
import type { sighting } from "./sighting.en";

const es: Translation<typeof sighting.en> = {
  page: {
    nameLabel: "Su nombre",
    contactLabel: "Datos de contacto",
    contactHint: "Teléfono o correo electrónico. Solo lo ven los moderadores.",
    contactPlaceholder: "Número de teléfono o correo electrónico",
    descriptionPlaceholder: "¿Qué vio? ¿Con quién estaba la persona, hacia dónde iba?",
    submitted: "Avistamiento enviado",
    submittedText: "Gracias por su reporte. Ayudará en la búsqueda.",
    failed: "Error al enviar el avistamiento",
  },
  dialog: {
    nameLabel: "Su nombre (opcional)",
    contactLabel: "Datos de contacto (opcional)",
    contactHint: "Teléfono o correo electrónico. Solo lo ven los moderadores.",
    descriptionPlaceholder: "¿Qué vio? Ropa, con quién estaba, hacia dónde iba...",
    submitted: "Avistamiento reportado",
    submittedText:
      "Gracias por reportar este avistamiento. Su información es fundamental para encontrar a la persona desaparecida.",
    failed: "Error al reportar el avistamiento",
    failedText: "Hubo un error al reportar el avistamiento. Inténtelo de nuevo.",
  },
  submitting: "Enviando...",
  submit: "Enviar avistamiento",
  cancel: "Cancelar",
  formLabel: "Reportar un avistamiento",
  title: "Reportar un avistamiento",
  important: "Importante:",
  importantText:
    "Sea lo más preciso posible. Reporte solo lo que vio usted mismo, con el lugar y la hora exactos. Un reporte falso puede enviar a quienes buscan en la dirección equivocada.",
  location: "Lugar del avistamiento",
  locationPlaceholder: "¿Dónde vio a la persona?",
  time: "Fecha y hora del avistamiento",
  description: "Descripción del avistamiento",
  errors: {
    "Please enter your name": "Ingrese su nombre",
    "Please enter a phone number or e-mail address": "Ingrese un número de teléfono o un correo electrónico",
    "Please enter the date and time of the sighting": "Ingrese la fecha y hora del avistamiento",
    "Please enter a complete date and time": "Ingrese una fecha y hora completas",
    "Please enter a valid date and time": "Ingrese una fecha y hora válidas",
    "The time of the sighting cannot be in the future":
      "La hora del avistamiento no puede estar en el futuro",
    "Location must be at least # characters": "El lugar debe tener al menos # caracteres",
    "Please provide more details about the sighting": "Dé más detalles sobre el avistamiento",
    "Please use at most # characters": "Use como máximo # caracteres",
  },
};
export default es;
