import type { Translation } from "./catalog";
import type { ready } from "./ready.en";

const pt: Translation<typeof ready.en> = {
  title: "Ficha pronta",
  intro:
    "A foto e a descrição de uma criança ou de um idoso, guardadas só neste celular, prontas para uma emergência. Nada é enviado até você fazer um comunicado com ela.",
  storageError: "Este navegador não consegue guardar fichas (a navegação anônima pode impedir).",
  make: "Criar uma ficha",
  addAnother: "Adicionar outra ficha",
  age: "Idade: {{age}}",
  photoAdded: "Foto adicionada em {{date}}",
  noPhoto: "Ainda sem foto",
  renew: "Esta foto tem mais de seis meses. Adicione uma recente.",
  removeQuestion: "Remover deste celular a ficha de {{name}}?",
  remove: "Remover",
  keep: "Manter",
  use: "Comunicar com esta ficha",
  updatePhoto: "Atualizar a foto",
  edit: "Editar",
  removeFromPhone: "Remover deste celular",
  editor: {
    newCard: "Nova ficha",
    changeCard: "Alterar a ficha",
    photo: "Foto",
    photoHint: "Uma foto recente e nítida do rosto. Renove-a a cada seis meses: as crianças mudam rápido.",
    photoChoose: "Adicionar foto",
    photoChange: "Trocar foto",
    photoRemove: "Remover foto",
    photoPreview: "Foto da ficha",
    name: "Nome",
    age: "Idade",
    description: "Descrição",
    descriptionHint: "Altura, porte físico, cabelo, cor dos olhos.",
    marks: "Sinais particulares",
    marksHint: "Cicatrizes, marcas de nascença, óculos, aparelho nos dentes: o que distingue a pessoa.",
    save: "Salvar neste celular",
    cancel: "Cancelar",
  },
  errors: {
    "Please enter the name": "Informe o nome",
    "Please enter an age between # and #, in whole years": "Informe uma idade entre # e #, em anos completos",
  },
};
export default pt;
