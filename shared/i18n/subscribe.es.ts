import type { Translation } from "./catalog";
import type { subscribe } from "./subscribe.en";

const es: Translation<typeof subscribe.en> = {
  why: "¿Por qué suscribirse?",
  points: {
    network: "Únase a la red",
    networkText: "Sea uno de los ojos y oídos que ayudan a encontrar a niños desaparecidos en toda Guyana.",
    instant: "Avisos al instante",
    instantText:
      "Reciba alertas verificadas por SMS, WhatsApp o correo electrónico pocos minutos después de un reporte.",
    location: "Alertas según su zona",
    locationText: "Reciba las alertas que más importan: niños desaparecidos cerca de donde vive.",
    community: "Comunidad",
    communityText: "Comparta avistamientos e información con vecinos que trabajan por el mismo objetivo.",
  },
  formLabel: "Suscribirse a las alertas",
  name: "Nombre completo",
  namePlaceholder: "Escriba su nombre completo",
  email: "Correo electrónico",
  phone: "Número de teléfono o WhatsApp",
  phoneHint: "Incluya el código de país con el signo +, p. ej., +592 600 1234",
  address: "Dirección actual",
  addressHint:
    "Empiece a escribir y elija una sugerencia, o toque el mapa. Las alertas llegan a las personas que están cerca de donde se vio al niño por última vez.",
  addressPlaceholder: "Empiece a escribir su dirección",
  photo: "Foto de perfil (opcional)",
  photoHint: "Su foto aparece junto a su nombre en la lista de apoyos recientes.",
  photoChoose: "Subir foto",
  photoChange: "Cambiar foto",
  photoRemove: "Quitar foto",
  photoPreview: "Usted, tal como lo ven otras personas",
  whatsapp: "Recibir también las alertas por WhatsApp",
  whatsappOff: "Avisos por WhatsApp desactivados",
  whatsappOffText: "No recibirá alertas por WhatsApp.",
  agree: "Acepto recibir alertas de emergencia sobre personas desaparecidas",
  needPhone: "Ingrese un número de teléfono para activar las alertas por WhatsApp.",
  whatsappNote:
    "Después de suscribirse se abrirá WhatsApp para que envíe el mensaje 'join' y complete la activación.",
  openWhatsapp: "Abrir WhatsApp ahora",
  more: "Más lugares y horas de silencio",
  optional: "(opcional)",
  drills: "Envíenme también las alertas de prueba semestrales (simulacros)",
  push: "Alertas en este teléfono",
  pushText:
    "Gratis y al instante: este teléfono muestra un aviso con la foto del niño en cuanto se verifica una alerta cerca de usted.",
  pushOff: "Las alertas en este teléfono están desactivadas",
  pushFailed: "No se pudieron activar las alertas en este teléfono",
  processing: "Procesando...",
  submit: "Suscribirse ahora",
  unsubscribeNote: "Puede darse de baja en cualquier momento con el enlace que viene en cada alerta.",
  whatsappSetup: "Activación de WhatsApp",
  whatsappSetupText: "Abriendo WhatsApp con el mensaje 'join'. Pulse enviar para completar la activación.",
  failed: "Error al suscribirse",
  places: {
    intro:
      "Las alertas le llegan en su casa. Agregue hasta {{max}} lugares más, como su trabajo o la escuela de su hijo, para enterarse también si desaparece un niño cerca de ellos.",
    add: "Agregar un lugar",
    place: "Lugar {{n}}",
    kind: "Tipo de lugar",
    kinds: { work: "Trabajo", school: "Escuela", other: "Otro lugar" },
    saved: "Lugar guardado",
    savedSuffix: "(guardado)",
    address: "Dirección",
    addressPlaceholder: "Empiece a escribir la dirección",
    pinSet: "Marcador en {{lat}}, {{lng}}",
    choose: "Elija una sugerencia para indicar dónde está este lugar.",
    remove: "Quitar",
    removeLabel: "Quitar el lugar {{n}}",
  },
  quiet: {
    title: "Horas de silencio",
    hint: "Durante sus horas de silencio (hora de Guyana), las alertas de Preocupación y Locales esperan a que terminen, y las alertas en este teléfono llegan sin sonido. Las alertas rojas siempre llegan.",
    from: "Silencio desde",
    until: "Silencio hasta",
  },
  supporter: {
    title: "¡Felicitaciones, {{name}}!",
    description: "Ahora apoya a {{brand}}. Juntos podemos traer de vuelta a casa a los niños desaparecidos.",
    badge: "Su insignia de apoyo",
    badgeAlt: "Insignia de apoyo de {{name}}",
    noBadge: "Su navegador no pudo dibujar la insignia.",
    download: "Descargar la insignia",
    share: "Compartir la noticia",
    shareMessage:
      "Acabo de sumarme a {{brand}} para ayudar a encontrar a niños desaparecidos en Guyana. Únase usted también:",
    nominate: "Invitar a una persona amiga",
    nominateText: "Invite a una persona amiga por mensaje de texto a unirse a la red.",
    friendName: "Nombre de su amigo o amiga",
    friendPhone: "Teléfono de su amigo o amiga",
    invite:
      "Hola, {{name}}: acabo de unirme a {{brand}} para ayudar a encontrar a niños desaparecidos en Guyana. Tú también puedes ayudar: suscríbete a las alertas en {{url}}",
    missing: "Faltan datos",
    missingText: "Ingrese el nombre y el teléfono de su amigo o amiga.",
    send: "Enviar invitación",
  },
  pushOn: "Activadas: este teléfono mostrará un aviso cuando se verifique una alerta cerca de usted.",
  pushTurnOn: "Activar las alertas en este teléfono",
  pushToast: {
    on: "Las alertas en este teléfono están activadas",
    onText: "Este teléfono mostrará las alertas cerca de usted.",
    failed: "No se pudieron activar las alertas en este teléfono",
  },
  thanks: {
    title: "¡Gracias por suscribirse!",
    before: "¡Gracias,",
    after: "! Desde ahora recibirá alertas cuando desaparezca un niño cerca de usted.",
    already:
      "¿Ya estaba suscrito con este correo o teléfono? Entonces no cambió nada: para cambiar sus alertas, use el enlace que enviamos al correo o teléfono que ya tenemos.",
    close: "Cerrar",
  },
  errors: {
    "Notifications are blocked for this site. Allow them in your browser's settings to get alerts on this phone.":
      "Los avisos están bloqueados para este sitio. Permítalos en la configuración del navegador para recibir alertas en este teléfono.",
    "Notifications were not allowed, so alerts cannot be shown on this phone.":
      "No se permitieron los avisos, así que las alertas no se pueden mostrar en este teléfono.",
    "This page is not ready for alerts yet. Please reload and try again.":
      "Esta página aún no está lista para las alertas. Recárguela e inténtelo de nuevo.",
    "This browser gave an incomplete push subscription.":
      "Este navegador no pudo preparar las alertas en este teléfono. Inténtelo de nuevo.",
    "At least one contact method (email or phone/WhatsApp) is required":
      "Indique al menos un medio de contacto (correo electrónico o teléfono/WhatsApp)",
    "You must agree to receive alerts": "Debe aceptar recibir alertas",
    "Name must be at least # characters": "El nombre debe tener al menos # caracteres",
    "Please enter a valid email address": "Ingrese un correo electrónico válido",
    "Please enter a valid phone number with the country code, e.g. +# # #":
      "Ingrese un número de teléfono válido con el código de país, p. ej., +# # #",
    "Please enter your current address": "Ingrese su dirección actual",
    "WhatsApp alerts need a phone number": "Las alertas por WhatsApp necesitan un número de teléfono",
    "You can add at most # places besides your home": "Puede agregar como máximo # lugares además de su casa",
    "Please enter the address of this place": "Ingrese la dirección de este lugar",
    "Choose a suggestion so we know where this place is":
      "Elija una sugerencia para saber dónde está este lugar",
    "Enter a time, for example #:#": "Ingrese una hora, por ejemplo #:#",
    "Quiet hours must end at a different time from when they start":
      "Las horas de silencio deben terminar a una hora distinta de la de inicio",
  },
};
export default es;
