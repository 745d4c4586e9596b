import type { Translation } from "./catalog";
import type { ready } from "./ready.en";

const es: Translation<typeof ready.en> = {
  title: "Ficha lista",
  intro:
    "La foto y la descripción de un niño o de una persona mayor, guardadas solo en este teléfono, listas para una emergencia. No se envía nada hasta que haga un reporte con ella.",
  storageError: "Este navegador no puede guardar fichas (la navegación privada puede impedirlo).",
  make: "Crear una ficha",
  addAnother: "Agregar otra ficha",
  age: "Edad: {{age}}",
  photoAdded: "Foto agregada el {{date}}",
  noPhoto: "Todavía sin foto",
  renew: "Esta foto tiene más de seis meses. Agregue una reciente.",
  removeQuestion: "¿Quitar de este teléfono la ficha de {{name}}?",
  remove: "Quitar",
  keep: "Conservarla",
  use: "Reportar con esta ficha",
  updatePhoto: "Actualizar la foto",
  edit: "Editar",
  removeFromPhone: "Quitar de este teléfono",
  editor: {
    newCard: "Nueva ficha",
    changeCard: "Cambiar la ficha",
    photo: "Foto",
    photoHint: "Una foto reciente y clara de la cara. Renuévela cada seis meses: los niños cambian rápido.",
    photoChoose: "Agregar foto",
    photoChange: "Cambiar foto",
    photoRemove: "Quitar foto",
    photoPreview: "Foto de la ficha",
    name: "Nombre",
    age: "Edad",
    description: "Descripción",
    descriptionHint: "Estatura, contextura, cabello, color de ojos.",
    marks: "Señas particulares",
    marksHint: "Cicatrices, marcas de nacimiento, lentes, frenos: lo que distingue a la persona.",
    save: "Guardar en este teléfono",
    cancel: "Cancelar",
  },
  errors: {
    "Please enter the name": "Ingrese el nombre",
    "Please enter an age between # and #, in whole years": "Ingrese una edad entre # y #, en años cumplidos",
  },
};
export default es;
