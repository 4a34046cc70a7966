B	output_15J¨+¼
À<BÏ;å3x¼