module attributes {gpu.container_module} {
  memref.global "private" constant @__constant_16x3x3x3xf32 : memref<16x3x3x3xf32> = dense_resource<torch_tensor_16_3_3_3_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16xf32_150 : memref<16xf32> = dense_resource<torch_tensor_16_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16xf32_149 : memref<16xf32> = dense_resource<torch_tensor_16_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16xf32_148 : memref<16xf32> = dense_resource<torch_tensor_16_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16xf32_147 : memref<16xf32> = dense_resource<torch_tensor_16_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16x1x3x3xf32 : memref<16x1x3x3xf32> = dense_resource<torch_tensor_16_1_3_3_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16xf32_146 : memref<16xf32> = dense_resource<torch_tensor_16_torch.float32_4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16xf32_145 : memref<16xf32> = dense_resource<torch_tensor_16_torch.float32_5> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16xf32_144 : memref<16xf32> = dense_resource<torch_tensor_16_torch.float32_6> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16xf32_143 : memref<16xf32> = dense_resource<torch_tensor_16_torch.float32_7> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8x16x1x1xf32 : memref<8x16x1x1xf32> = dense_resource<torch_tensor_8_16_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16x8x1x1xf32 : memref<16x8x1x1xf32> = dense_resource<torch_tensor_16_8_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16xf32_142 : memref<16xf32> = dense_resource<torch_tensor_16_torch.float32_8> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16x16x1x1xf32 : memref<16x16x1x1xf32> = dense_resource<torch_tensor_16_16_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16xf32_141 : memref<16xf32> = dense_resource<torch_tensor_16_torch.float32_9> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16xf32_140 : memref<16xf32> = dense_resource<torch_tensor_16_torch.float32_10> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16xf32_139 : memref<16xf32> = dense_resource<torch_tensor_16_torch.float32_11> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16xf32 : memref<16xf32> = dense_resource<torch_tensor_16_torch.float32_12> {alignment = 64 : i64}
  memref.global "private" constant @__constant_72x16x1x1xf32 : memref<72x16x1x1xf32> = dense_resource<torch_tensor_72_16_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_72xf32_138 : memref<72xf32> = dense_resource<torch_tensor_72_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_72xf32_137 : memref<72xf32> = dense_resource<torch_tensor_72_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_72xf32_136 : memref<72xf32> = dense_resource<torch_tensor_72_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_72xf32_135 : memref<72xf32> = dense_resource<torch_tensor_72_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_72x1x3x3xf32 : memref<72x1x3x3xf32> = dense_resource<torch_tensor_72_1_3_3_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_72xf32_134 : memref<72xf32> = dense_resource<torch_tensor_72_torch.float32_4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_72xf32_133 : memref<72xf32> = dense_resource<torch_tensor_72_torch.float32_5> {alignment = 64 : i64}
  memref.global "private" constant @__constant_72xf32_132 : memref<72xf32> = dense_resource<torch_tensor_72_torch.float32_6> {alignment = 64 : i64}
  memref.global "private" constant @__constant_72xf32_131 : memref<72xf32> = dense_resource<torch_tensor_72_torch.float32_7> {alignment = 64 : i64}
  memref.global "private" constant @__constant_24x72x1x1xf32 : memref<24x72x1x1xf32> = dense_resource<torch_tensor_24_72_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_24xf32_130 : memref<24xf32> = dense_resource<torch_tensor_24_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_24xf32_129 : memref<24xf32> = dense_resource<torch_tensor_24_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_24xf32_128 : memref<24xf32> = dense_resource<torch_tensor_24_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_24xf32_127 : memref<24xf32> = dense_resource<torch_tensor_24_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_88x24x1x1xf32 : memref<88x24x1x1xf32> = dense_resource<torch_tensor_88_24_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_88xf32_126 : memref<88xf32> = dense_resource<torch_tensor_88_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_88xf32_125 : memref<88xf32> = dense_resource<torch_tensor_88_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_88xf32_124 : memref<88xf32> = dense_resource<torch_tensor_88_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_88xf32_123 : memref<88xf32> = dense_resource<torch_tensor_88_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_88x1x3x3xf32 : memref<88x1x3x3xf32> = dense_resource<torch_tensor_88_1_3_3_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_88xf32_122 : memref<88xf32> = dense_resource<torch_tensor_88_torch.float32_4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_88xf32_121 : memref<88xf32> = dense_resource<torch_tensor_88_torch.float32_5> {alignment = 64 : i64}
  memref.global "private" constant @__constant_88xf32_120 : memref<88xf32> = dense_resource<torch_tensor_88_torch.float32_6> {alignment = 64 : i64}
  memref.global "private" constant @__constant_88xf32 : memref<88xf32> = dense_resource<torch_tensor_88_torch.float32_7> {alignment = 64 : i64}
  memref.global "private" constant @__constant_24x88x1x1xf32 : memref<24x88x1x1xf32> = dense_resource<torch_tensor_24_88_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_24xf32_119 : memref<24xf32> = dense_resource<torch_tensor_24_torch.float32_4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_24xf32_118 : memref<24xf32> = dense_resource<torch_tensor_24_torch.float32_5> {alignment = 64 : i64}
  memref.global "private" constant @__constant_24xf32_117 : memref<24xf32> = dense_resource<torch_tensor_24_torch.float32_6> {alignment = 64 : i64}
  memref.global "private" constant @__constant_24xf32_116 : memref<24xf32> = dense_resource<torch_tensor_24_torch.float32_7> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96x24x1x1xf32_115 : memref<96x24x1x1xf32> = dense_resource<torch_tensor_96_24_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32_114 : memref<96xf32> = dense_resource<torch_tensor_96_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32_113 : memref<96xf32> = dense_resource<torch_tensor_96_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32_112 : memref<96xf32> = dense_resource<torch_tensor_96_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32_111 : memref<96xf32> = dense_resource<torch_tensor_96_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96x1x5x5xf32 : memref<96x1x5x5xf32> = dense_resource<torch_tensor_96_1_5_5_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32_110 : memref<96xf32> = dense_resource<torch_tensor_96_torch.float32_4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32_109 : memref<96xf32> = dense_resource<torch_tensor_96_torch.float32_5> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32_108 : memref<96xf32> = dense_resource<torch_tensor_96_torch.float32_6> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32_107 : memref<96xf32> = dense_resource<torch_tensor_96_torch.float32_7> {alignment = 64 : i64}
  memref.global "private" constant @__constant_24x96x1x1xf32 : memref<24x96x1x1xf32> = dense_resource<torch_tensor_24_96_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_24xf32 : memref<24xf32> = dense_resource<torch_tensor_24_torch.float32_8> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96x24x1x1xf32 : memref<96x24x1x1xf32> = dense_resource<torch_tensor_96_24_1_1_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32_106 : memref<96xf32> = dense_resource<torch_tensor_96_torch.float32_8> {alignment = 64 : i64}
  memref.global "private" constant @__constant_40x96x1x1xf32 : memref<40x96x1x1xf32> = dense_resource<torch_tensor_40_96_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_40xf32_105 : memref<40xf32> = dense_resource<torch_tensor_40_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_40xf32_104 : memref<40xf32> = dense_resource<torch_tensor_40_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_40xf32_103 : memref<40xf32> = dense_resource<torch_tensor_40_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_40xf32_102 : memref<40xf32> = dense_resource<torch_tensor_40_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_240x40x1x1xf32_101 : memref<240x40x1x1xf32> = dense_resource<torch_tensor_240_40_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_240xf32_100 : memref<240xf32> = dense_resource<torch_tensor_240_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_240xf32_99 : memref<240xf32> = dense_resource<torch_tensor_240_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_240xf32_98 : memref<240xf32> = dense_resource<torch_tensor_240_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_240xf32_97 : memref<240xf32> = dense_resource<torch_tensor_240_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_240x1x5x5xf32_96 : memref<240x1x5x5xf32> = dense_resource<torch_tensor_240_1_5_5_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_240xf32_95 : memref<240xf32> = dense_resource<torch_tensor_240_torch.float32_4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_240xf32_94 : memref<240xf32> = dense_resource<torch_tensor_240_torch.float32_5> {alignment = 64 : i64}
  memref.global "private" constant @__constant_240xf32_93 : memref<240xf32> = dense_resource<torch_tensor_240_torch.float32_6> {alignment = 64 : i64}
  memref.global "private" constant @__constant_240xf32_92 : memref<240xf32> = dense_resource<torch_tensor_240_torch.float32_7> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x240x1x1xf32_91 : memref<64x240x1x1xf32> = dense_resource<torch_tensor_64_240_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32_90 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_240x64x1x1xf32_89 : memref<240x64x1x1xf32> = dense_resource<torch_tensor_240_64_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_240xf32_88 : memref<240xf32> = dense_resource<torch_tensor_240_torch.float32_8> {alignment = 64 : i64}
  memref.global "private" constant @__constant_40x240x1x1xf32_87 : memref<40x240x1x1xf32> = dense_resource<torch_tensor_40_240_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_40xf32_86 : memref<40xf32> = dense_resource<torch_tensor_40_torch.float32_4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_40xf32_85 : memref<40xf32> = dense_resource<torch_tensor_40_torch.float32_5> {alignment = 64 : i64}
  memref.global "private" constant @__constant_40xf32_84 : memref<40xf32> = dense_resource<torch_tensor_40_torch.float32_6> {alignment = 64 : i64}
  memref.global "private" constant @__constant_40xf32_83 : memref<40xf32> = dense_resource<torch_tensor_40_torch.float32_7> {alignment = 64 : i64}
  memref.global "private" constant @__constant_240x40x1x1xf32 : memref<240x40x1x1xf32> = dense_resource<torch_tensor_240_40_1_1_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_240xf32_82 : memref<240xf32> = dense_resource<torch_tensor_240_torch.float32_9> {alignment = 64 : i64}
  memref.global "private" constant @__constant_240xf32_81 : memref<240xf32> = dense_resource<torch_tensor_240_torch.float32_10> {alignment = 64 : i64}
  memref.global "private" constant @__constant_240xf32_80 : memref<240xf32> = dense_resource<torch_tensor_240_torch.float32_11> {alignment = 64 : i64}
  memref.global "private" constant @__constant_240xf32_79 : memref<240xf32> = dense_resource<torch_tensor_240_torch.float32_12> {alignment = 64 : i64}
  memref.global "private" constant @__constant_240x1x5x5xf32 : memref<240x1x5x5xf32> = dense_resource<torch_tensor_240_1_5_5_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_240xf32_78 : memref<240xf32> = dense_resource<torch_tensor_240_torch.float32_13> {alignment = 64 : i64}
  memref.global "private" constant @__constant_240xf32_77 : memref<240xf32> = dense_resource<torch_tensor_240_torch.float32_14> {alignment = 64 : i64}
  memref.global "private" constant @__constant_240xf32_76 : memref<240xf32> = dense_resource<torch_tensor_240_torch.float32_15> {alignment = 64 : i64}
  memref.global "private" constant @__constant_240xf32_75 : memref<240xf32> = dense_resource<torch_tensor_240_torch.float32_16> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x240x1x1xf32 : memref<64x240x1x1xf32> = dense_resource<torch_tensor_64_240_1_1_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_240x64x1x1xf32 : memref<240x64x1x1xf32> = dense_resource<torch_tensor_240_64_1_1_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_240xf32 : memref<240xf32> = dense_resource<torch_tensor_240_torch.float32_17> {alignment = 64 : i64}
  memref.global "private" constant @__constant_40x240x1x1xf32 : memref<40x240x1x1xf32> = dense_resource<torch_tensor_40_240_1_1_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_40xf32_74 : memref<40xf32> = dense_resource<torch_tensor_40_torch.float32_8> {alignment = 64 : i64}
  memref.global "private" constant @__constant_40xf32_73 : memref<40xf32> = dense_resource<torch_tensor_40_torch.float32_9> {alignment = 64 : i64}
  memref.global "private" constant @__constant_40xf32_72 : memref<40xf32> = dense_resource<torch_tensor_40_torch.float32_10> {alignment = 64 : i64}
  memref.global "private" constant @__constant_40xf32_71 : memref<40xf32> = dense_resource<torch_tensor_40_torch.float32_11> {alignment = 64 : i64}
  memref.global "private" constant @__constant_120x40x1x1xf32 : memref<120x40x1x1xf32> = dense_resource<torch_tensor_120_40_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_120xf32_70 : memref<120xf32> = dense_resource<torch_tensor_120_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_120xf32_69 : memref<120xf32> = dense_resource<torch_tensor_120_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_120xf32_68 : memref<120xf32> = dense_resource<torch_tensor_120_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_120xf32_67 : memref<120xf32> = dense_resource<torch_tensor_120_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_120x1x5x5xf32 : memref<120x1x5x5xf32> = dense_resource<torch_tensor_120_1_5_5_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_120xf32_66 : memref<120xf32> = dense_resource<torch_tensor_120_torch.float32_4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_120xf32_65 : memref<120xf32> = dense_resource<torch_tensor_120_torch.float32_5> {alignment = 64 : i64}
  memref.global "private" constant @__constant_120xf32_64 : memref<120xf32> = dense_resource<torch_tensor_120_torch.float32_6> {alignment = 64 : i64}
  memref.global "private" constant @__constant_120xf32_63 : memref<120xf32> = dense_resource<torch_tensor_120_torch.float32_7> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x120x1x1xf32 : memref<32x120x1x1xf32> = dense_resource<torch_tensor_32_120_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_120x32x1x1xf32 : memref<120x32x1x1xf32> = dense_resource<torch_tensor_120_32_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_120xf32 : memref<120xf32> = dense_resource<torch_tensor_120_torch.float32_8> {alignment = 64 : i64}
  memref.global "private" constant @__constant_48x120x1x1xf32 : memref<48x120x1x1xf32> = dense_resource<torch_tensor_48_120_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_48xf32_62 : memref<48xf32> = dense_resource<torch_tensor_48_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_48xf32_61 : memref<48xf32> = dense_resource<torch_tensor_48_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_48xf32_60 : memref<48xf32> = dense_resource<torch_tensor_48_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_48xf32_59 : memref<48xf32> = dense_resource<torch_tensor_48_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_144x48x1x1xf32 : memref<144x48x1x1xf32> = dense_resource<torch_tensor_144_48_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_144xf32_58 : memref<144xf32> = dense_resource<torch_tensor_144_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_144xf32_57 : memref<144xf32> = dense_resource<torch_tensor_144_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_144xf32_56 : memref<144xf32> = dense_resource<torch_tensor_144_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_144xf32_55 : memref<144xf32> = dense_resource<torch_tensor_144_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_144x1x5x5xf32 : memref<144x1x5x5xf32> = dense_resource<torch_tensor_144_1_5_5_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_144xf32_54 : memref<144xf32> = dense_resource<torch_tensor_144_torch.float32_4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_144xf32_53 : memref<144xf32> = dense_resource<torch_tensor_144_torch.float32_5> {alignment = 64 : i64}
  memref.global "private" constant @__constant_144xf32_52 : memref<144xf32> = dense_resource<torch_tensor_144_torch.float32_6> {alignment = 64 : i64}
  memref.global "private" constant @__constant_144xf32_51 : memref<144xf32> = dense_resource<torch_tensor_144_torch.float32_7> {alignment = 64 : i64}
  memref.global "private" constant @__constant_40x144x1x1xf32 : memref<40x144x1x1xf32> = dense_resource<torch_tensor_40_144_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_40xf32 : memref<40xf32> = dense_resource<torch_tensor_40_torch.float32_12> {alignment = 64 : i64}
  memref.global "private" constant @__constant_144x40x1x1xf32 : memref<144x40x1x1xf32> = dense_resource<torch_tensor_144_40_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_144xf32_50 : memref<144xf32> = dense_resource<torch_tensor_144_torch.float32_8> {alignment = 64 : i64}
  memref.global "private" constant @__constant_48x144x1x1xf32 : memref<48x144x1x1xf32> = dense_resource<torch_tensor_48_144_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_48xf32_49 : memref<48xf32> = dense_resource<torch_tensor_48_torch.float32_4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_48xf32_48 : memref<48xf32> = dense_resource<torch_tensor_48_torch.float32_5> {alignment = 64 : i64}
  memref.global "private" constant @__constant_48xf32_47 : memref<48xf32> = dense_resource<torch_tensor_48_torch.float32_6> {alignment = 64 : i64}
  memref.global "private" constant @__constant_48xf32 : memref<48xf32> = dense_resource<torch_tensor_48_torch.float32_7> {alignment = 64 : i64}
  memref.global "private" constant @__constant_288x48x1x1xf32 : memref<288x48x1x1xf32> = dense_resource<torch_tensor_288_48_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_288xf32_46 : memref<288xf32> = dense_resource<torch_tensor_288_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_288xf32_45 : memref<288xf32> = dense_resource<torch_tensor_288_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_288xf32_44 : memref<288xf32> = dense_resource<torch_tensor_288_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_288xf32_43 : memref<288xf32> = dense_resource<torch_tensor_288_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_288x1x5x5xf32 : memref<288x1x5x5xf32> = dense_resource<torch_tensor_288_1_5_5_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_288xf32_42 : memref<288xf32> = dense_resource<torch_tensor_288_torch.float32_4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_288xf32_41 : memref<288xf32> = dense_resource<torch_tensor_288_torch.float32_5> {alignment = 64 : i64}
  memref.global "private" constant @__constant_288xf32_40 : memref<288xf32> = dense_resource<torch_tensor_288_torch.float32_6> {alignment = 64 : i64}
  memref.global "private" constant @__constant_288xf32_39 : memref<288xf32> = dense_resource<torch_tensor_288_torch.float32_7> {alignment = 64 : i64}
  memref.global "private" constant @__constant_72x288x1x1xf32 : memref<72x288x1x1xf32> = dense_resource<torch_tensor_72_288_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_72xf32 : memref<72xf32> = dense_resource<torch_tensor_72_torch.float32_8> {alignment = 64 : i64}
  memref.global "private" constant @__constant_288x72x1x1xf32 : memref<288x72x1x1xf32> = dense_resource<torch_tensor_288_72_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_288xf32 : memref<288xf32> = dense_resource<torch_tensor_288_torch.float32_8> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96x288x1x1xf32 : memref<96x288x1x1xf32> = dense_resource<torch_tensor_96_288_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32_38 : memref<96xf32> = dense_resource<torch_tensor_96_torch.float32_9> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32_37 : memref<96xf32> = dense_resource<torch_tensor_96_torch.float32_10> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32_36 : memref<96xf32> = dense_resource<torch_tensor_96_torch.float32_11> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32_35 : memref<96xf32> = dense_resource<torch_tensor_96_torch.float32_12> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576x96x1x1xf32_34 : memref<576x96x1x1xf32> = dense_resource<torch_tensor_576_96_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576xf32_33 : memref<576xf32> = dense_resource<torch_tensor_576_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576xf32_32 : memref<576xf32> = dense_resource<torch_tensor_576_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576xf32_31 : memref<576xf32> = dense_resource<torch_tensor_576_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576xf32_30 : memref<576xf32> = dense_resource<torch_tensor_576_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576x1x5x5xf32_29 : memref<576x1x5x5xf32> = dense_resource<torch_tensor_576_1_5_5_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576xf32_28 : memref<576xf32> = dense_resource<torch_tensor_576_torch.float32_4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576xf32_27 : memref<576xf32> = dense_resource<torch_tensor_576_torch.float32_5> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576xf32_26 : memref<576xf32> = dense_resource<torch_tensor_576_torch.float32_6> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576xf32_25 : memref<576xf32> = dense_resource<torch_tensor_576_torch.float32_7> {alignment = 64 : i64}
  memref.global "private" constant @__constant_144x576x1x1xf32_24 : memref<144x576x1x1xf32> = dense_resource<torch_tensor_144_576_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_144xf32_23 : memref<144xf32> = dense_resource<torch_tensor_144_torch.float32_9> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576x144x1x1xf32_22 : memref<576x144x1x1xf32> = dense_resource<torch_tensor_576_144_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576xf32_21 : memref<576xf32> = dense_resource<torch_tensor_576_torch.float32_8> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96x576x1x1xf32_20 : memref<96x576x1x1xf32> = dense_resource<torch_tensor_96_576_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32_19 : memref<96xf32> = dense_resource<torch_tensor_96_torch.float32_13> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32_18 : memref<96xf32> = dense_resource<torch_tensor_96_torch.float32_14> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32_17 : memref<96xf32> = dense_resource<torch_tensor_96_torch.float32_15> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32_16 : memref<96xf32> = dense_resource<torch_tensor_96_torch.float32_16> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576x96x1x1xf32_15 : memref<576x96x1x1xf32> = dense_resource<torch_tensor_576_96_1_1_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576xf32_14 : memref<576xf32> = dense_resource<torch_tensor_576_torch.float32_9> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576xf32_13 : memref<576xf32> = dense_resource<torch_tensor_576_torch.float32_10> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576xf32_12 : memref<576xf32> = dense_resource<torch_tensor_576_torch.float32_11> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576xf32_11 : memref<576xf32> = dense_resource<torch_tensor_576_torch.float32_12> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576x1x5x5xf32 : memref<576x1x5x5xf32> = dense_resource<torch_tensor_576_1_5_5_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576xf32_10 : memref<576xf32> = dense_resource<torch_tensor_576_torch.float32_13> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576xf32_9 : memref<576xf32> = dense_resource<torch_tensor_576_torch.float32_14> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576xf32_8 : memref<576xf32> = dense_resource<torch_tensor_576_torch.float32_15> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576xf32_7 : memref<576xf32> = dense_resource<torch_tensor_576_torch.float32_16> {alignment = 64 : i64}
  memref.global "private" constant @__constant_144x576x1x1xf32 : memref<144x576x1x1xf32> = dense_resource<torch_tensor_144_576_1_1_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_144xf32 : memref<144xf32> = dense_resource<torch_tensor_144_torch.float32_10> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576x144x1x1xf32 : memref<576x144x1x1xf32> = dense_resource<torch_tensor_576_144_1_1_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576xf32_6 : memref<576xf32> = dense_resource<torch_tensor_576_torch.float32_17> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96x576x1x1xf32 : memref<96x576x1x1xf32> = dense_resource<torch_tensor_96_576_1_1_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32_5 : memref<96xf32> = dense_resource<torch_tensor_96_torch.float32_17> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32_4 : memref<96xf32> = dense_resource<torch_tensor_96_torch.float32_18> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32_3 : memref<96xf32> = dense_resource<torch_tensor_96_torch.float32_19> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32 : memref<96xf32> = dense_resource<torch_tensor_96_torch.float32_20> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576x96x1x1xf32 : memref<576x96x1x1xf32> = dense_resource<torch_tensor_576_96_1_1_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576xf32_2 : memref<576xf32> = dense_resource<torch_tensor_576_torch.float32_18> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576xf32_1 : memref<576xf32> = dense_resource<torch_tensor_576_torch.float32_19> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576xf32_0 : memref<576xf32> = dense_resource<torch_tensor_576_torch.float32_20> {alignment = 64 : i64}
  memref.global "private" constant @__constant_576xf32 : memref<576xf32> = dense_resource<torch_tensor_576_torch.float32_21> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1024x576xf32 : memref<1024x576xf32> = dense_resource<torch_tensor_1024_576_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1024xf32 : memref<1024xf32> = dense_resource<torch_tensor_1024_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1000x1024xf32 : memref<1000x1024xf32> = dense_resource<torch_tensor_1000_1024_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1000xf32 : memref<1000xf32> = dense_resource<torch_tensor_1000_torch.float32> {alignment = 64 : i64}
  func.func @main(%arg0: memref<1x3x64x64xf32>) -> memref<1x1000xf32> {
    %c125 = arith.constant 125 : index
    %c128 = arith.constant 128 : index
    %c36 = arith.constant 36 : index
    %c15 = arith.constant 15 : index
    %c30 = arith.constant 30 : index
    %c11 = arith.constant 11 : index
    %c9 = arith.constant 9 : index
    %c6 = arith.constant 6 : index
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %c4 = arith.constant 4 : index
    %c12 = arith.constant 12 : index
    %c10 = arith.constant 10 : index
    %c18 = arith.constant 18 : index
    %c72 = arith.constant 72 : index
    %c8 = arith.constant 8 : index
    %c34 = arith.constant 34 : index
    %c32 = arith.constant 32 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %c66 = arith.constant 66 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %0 = memref.get_global @__constant_1000xf32 : memref<1000xf32>
    %1 = memref.get_global @__constant_1000x1024xf32 : memref<1000x1024xf32>
    %2 = memref.get_global @__constant_1024xf32 : memref<1024xf32>
    %3 = memref.get_global @__constant_1024x576xf32 : memref<1024x576xf32>
    %4 = memref.get_global @__constant_576xf32 : memref<576xf32>
    %5 = memref.get_global @__constant_576xf32_0 : memref<576xf32>
    %6 = memref.get_global @__constant_576xf32_1 : memref<576xf32>
    %7 = memref.get_global @__constant_576xf32_2 : memref<576xf32>
    %8 = memref.get_global @__constant_576x96x1x1xf32 : memref<576x96x1x1xf32>
    %9 = memref.get_global @__constant_96xf32 : memref<96xf32>
    %10 = memref.get_global @__constant_96xf32_3 : memref<96xf32>
    %11 = memref.get_global @__constant_96xf32_4 : memref<96xf32>
    %12 = memref.get_global @__constant_96xf32_5 : memref<96xf32>
    %13 = memref.get_global @__constant_96x576x1x1xf32 : memref<96x576x1x1xf32>
    %14 = memref.get_global @__constant_576xf32_6 : memref<576xf32>
    %15 = memref.get_global @__constant_576x144x1x1xf32 : memref<576x144x1x1xf32>
    %16 = memref.get_global @__constant_144xf32 : memref<144xf32>
    %17 = memref.get_global @__constant_144x576x1x1xf32 : memref<144x576x1x1xf32>
    %18 = memref.get_global @__constant_576xf32_7 : memref<576xf32>
    %19 = memref.get_global @__constant_576xf32_8 : memref<576xf32>
    %20 = memref.get_global @__constant_576xf32_9 : memref<576xf32>
    %21 = memref.get_global @__constant_576xf32_10 : memref<576xf32>
    %22 = memref.get_global @__constant_576x1x5x5xf32 : memref<576x1x5x5xf32>
    %23 = memref.get_global @__constant_576xf32_11 : memref<576xf32>
    %24 = memref.get_global @__constant_576xf32_12 : memref<576xf32>
    %25 = memref.get_global @__constant_576xf32_13 : memref<576xf32>
    %26 = memref.get_global @__constant_576xf32_14 : memref<576xf32>
    %27 = memref.get_global @__constant_576x96x1x1xf32_15 : memref<576x96x1x1xf32>
    %28 = memref.get_global @__constant_96xf32_16 : memref<96xf32>
    %29 = memref.get_global @__constant_96xf32_17 : memref<96xf32>
    %30 = memref.get_global @__constant_96xf32_18 : memref<96xf32>
    %31 = memref.get_global @__constant_96xf32_19 : memref<96xf32>
    %32 = memref.get_global @__constant_96x576x1x1xf32_20 : memref<96x576x1x1xf32>
    %33 = memref.get_global @__constant_576xf32_21 : memref<576xf32>
    %34 = memref.get_global @__constant_576x144x1x1xf32_22 : memref<576x144x1x1xf32>
    %35 = memref.get_global @__constant_144xf32_23 : memref<144xf32>
    %36 = memref.get_global @__constant_144x576x1x1xf32_24 : memref<144x576x1x1xf32>
    %37 = memref.get_global @__constant_576xf32_25 : memref<576xf32>
    %38 = memref.get_global @__constant_576xf32_26 : memref<576xf32>
    %39 = memref.get_global @__constant_576xf32_27 : memref<576xf32>
    %40 = memref.get_global @__constant_576xf32_28 : memref<576xf32>
    %41 = memref.get_global @__constant_576x1x5x5xf32_29 : memref<576x1x5x5xf32>
    %42 = memref.get_global @__constant_576xf32_30 : memref<576xf32>
    %43 = memref.get_global @__constant_576xf32_31 : memref<576xf32>
    %44 = memref.get_global @__constant_576xf32_32 : memref<576xf32>
    %45 = memref.get_global @__constant_576xf32_33 : memref<576xf32>
    %46 = memref.get_global @__constant_576x96x1x1xf32_34 : memref<576x96x1x1xf32>
    %47 = memref.get_global @__constant_96xf32_35 : memref<96xf32>
    %48 = memref.get_global @__constant_96xf32_36 : memref<96xf32>
    %49 = memref.get_global @__constant_96xf32_37 : memref<96xf32>
    %50 = memref.get_global @__constant_96xf32_38 : memref<96xf32>
    %51 = memref.get_global @__constant_96x288x1x1xf32 : memref<96x288x1x1xf32>
    %52 = memref.get_global @__constant_288xf32 : memref<288xf32>
    %53 = memref.get_global @__constant_288x72x1x1xf32 : memref<288x72x1x1xf32>
    %54 = memref.get_global @__constant_72xf32 : memref<72xf32>
    %55 = memref.get_global @__constant_72x288x1x1xf32 : memref<72x288x1x1xf32>
    %56 = memref.get_global @__constant_288xf32_39 : memref<288xf32>
    %57 = memref.get_global @__constant_288xf32_40 : memref<288xf32>
    %58 = memref.get_global @__constant_288xf32_41 : memref<288xf32>
    %59 = memref.get_global @__constant_288xf32_42 : memref<288xf32>
    %60 = memref.get_global @__constant_288x1x5x5xf32 : memref<288x1x5x5xf32>
    %61 = memref.get_global @__constant_288xf32_43 : memref<288xf32>
    %62 = memref.get_global @__constant_288xf32_44 : memref<288xf32>
    %63 = memref.get_global @__constant_288xf32_45 : memref<288xf32>
    %64 = memref.get_global @__constant_288xf32_46 : memref<288xf32>
    %65 = memref.get_global @__constant_288x48x1x1xf32 : memref<288x48x1x1xf32>
    %66 = memref.get_global @__constant_48xf32 : memref<48xf32>
    %67 = memref.get_global @__constant_48xf32_47 : memref<48xf32>
    %68 = memref.get_global @__constant_48xf32_48 : memref<48xf32>
    %69 = memref.get_global @__constant_48xf32_49 : memref<48xf32>
    %70 = memref.get_global @__constant_48x144x1x1xf32 : memref<48x144x1x1xf32>
    %71 = memref.get_global @__constant_144xf32_50 : memref<144xf32>
    %72 = memref.get_global @__constant_144x40x1x1xf32 : memref<144x40x1x1xf32>
    %73 = memref.get_global @__constant_40xf32 : memref<40xf32>
    %74 = memref.get_global @__constant_40x144x1x1xf32 : memref<40x144x1x1xf32>
    %75 = memref.get_global @__constant_144xf32_51 : memref<144xf32>
    %76 = memref.get_global @__constant_144xf32_52 : memref<144xf32>
    %77 = memref.get_global @__constant_144xf32_53 : memref<144xf32>
    %78 = memref.get_global @__constant_144xf32_54 : memref<144xf32>
    %79 = memref.get_global @__constant_144x1x5x5xf32 : memref<144x1x5x5xf32>
    %80 = memref.get_global @__constant_144xf32_55 : memref<144xf32>
    %81 = memref.get_global @__constant_144xf32_56 : memref<144xf32>
    %82 = memref.get_global @__constant_144xf32_57 : memref<144xf32>
    %83 = memref.get_global @__constant_144xf32_58 : memref<144xf32>
    %84 = memref.get_global @__constant_144x48x1x1xf32 : memref<144x48x1x1xf32>
    %85 = memref.get_global @__constant_48xf32_59 : memref<48xf32>
    %86 = memref.get_global @__constant_48xf32_60 : memref<48xf32>
    %87 = memref.get_global @__constant_48xf32_61 : memref<48xf32>
    %88 = memref.get_global @__constant_48xf32_62 : memref<48xf32>
    %89 = memref.get_global @__constant_48x120x1x1xf32 : memref<48x120x1x1xf32>
    %90 = memref.get_global @__constant_120xf32 : memref<120xf32>
    %91 = memref.get_global @__constant_120x32x1x1xf32 : memref<120x32x1x1xf32>
    %92 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %93 = memref.get_global @__constant_32x120x1x1xf32 : memref<32x120x1x1xf32>
    %94 = memref.get_global @__constant_120xf32_63 : memref<120xf32>
    %95 = memref.get_global @__constant_120xf32_64 : memref<120xf32>
    %96 = memref.get_global @__constant_120xf32_65 : memref<120xf32>
    %97 = memref.get_global @__constant_120xf32_66 : memref<120xf32>
    %98 = memref.get_global @__constant_120x1x5x5xf32 : memref<120x1x5x5xf32>
    %99 = memref.get_global @__constant_120xf32_67 : memref<120xf32>
    %100 = memref.get_global @__constant_120xf32_68 : memref<120xf32>
    %101 = memref.get_global @__constant_120xf32_69 : memref<120xf32>
    %102 = memref.get_global @__constant_120xf32_70 : memref<120xf32>
    %103 = memref.get_global @__constant_120x40x1x1xf32 : memref<120x40x1x1xf32>
    %104 = memref.get_global @__constant_40xf32_71 : memref<40xf32>
    %105 = memref.get_global @__constant_40xf32_72 : memref<40xf32>
    %106 = memref.get_global @__constant_40xf32_73 : memref<40xf32>
    %107 = memref.get_global @__constant_40xf32_74 : memref<40xf32>
    %108 = memref.get_global @__constant_40x240x1x1xf32 : memref<40x240x1x1xf32>
    %109 = memref.get_global @__constant_240xf32 : memref<240xf32>
    %110 = memref.get_global @__constant_240x64x1x1xf32 : memref<240x64x1x1xf32>
    %111 = memref.get_global @__constant_64xf32 : memref<64xf32>
    %112 = memref.get_global @__constant_64x240x1x1xf32 : memref<64x240x1x1xf32>
    %113 = memref.get_global @__constant_240xf32_75 : memref<240xf32>
    %114 = memref.get_global @__constant_240xf32_76 : memref<240xf32>
    %115 = memref.get_global @__constant_240xf32_77 : memref<240xf32>
    %116 = memref.get_global @__constant_240xf32_78 : memref<240xf32>
    %117 = memref.get_global @__constant_240x1x5x5xf32 : memref<240x1x5x5xf32>
    %118 = memref.get_global @__constant_240xf32_79 : memref<240xf32>
    %119 = memref.get_global @__constant_240xf32_80 : memref<240xf32>
    %120 = memref.get_global @__constant_240xf32_81 : memref<240xf32>
    %121 = memref.get_global @__constant_240xf32_82 : memref<240xf32>
    %122 = memref.get_global @__constant_240x40x1x1xf32 : memref<240x40x1x1xf32>
    %123 = memref.get_global @__constant_40xf32_83 : memref<40xf32>
    %124 = memref.get_global @__constant_40xf32_84 : memref<40xf32>
    %125 = memref.get_global @__constant_40xf32_85 : memref<40xf32>
    %126 = memref.get_global @__constant_40xf32_86 : memref<40xf32>
    %127 = memref.get_global @__constant_40x240x1x1xf32_87 : memref<40x240x1x1xf32>
    %128 = memref.get_global @__constant_240xf32_88 : memref<240xf32>
    %129 = memref.get_global @__constant_240x64x1x1xf32_89 : memref<240x64x1x1xf32>
    %130 = memref.get_global @__constant_64xf32_90 : memref<64xf32>
    %131 = memref.get_global @__constant_64x240x1x1xf32_91 : memref<64x240x1x1xf32>
    %132 = memref.get_global @__constant_240xf32_92 : memref<240xf32>
    %133 = memref.get_global @__constant_240xf32_93 : memref<240xf32>
    %134 = memref.get_global @__constant_240xf32_94 : memref<240xf32>
    %135 = memref.get_global @__constant_240xf32_95 : memref<240xf32>
    %136 = memref.get_global @__constant_240x1x5x5xf32_96 : memref<240x1x5x5xf32>
    %137 = memref.get_global @__constant_240xf32_97 : memref<240xf32>
    %138 = memref.get_global @__constant_240xf32_98 : memref<240xf32>
    %139 = memref.get_global @__constant_240xf32_99 : memref<240xf32>
    %140 = memref.get_global @__constant_240xf32_100 : memref<240xf32>
    %141 = memref.get_global @__constant_240x40x1x1xf32_101 : memref<240x40x1x1xf32>
    %142 = memref.get_global @__constant_40xf32_102 : memref<40xf32>
    %143 = memref.get_global @__constant_40xf32_103 : memref<40xf32>
    %144 = memref.get_global @__constant_40xf32_104 : memref<40xf32>
    %145 = memref.get_global @__constant_40xf32_105 : memref<40xf32>
    %146 = memref.get_global @__constant_40x96x1x1xf32 : memref<40x96x1x1xf32>
    %147 = memref.get_global @__constant_96xf32_106 : memref<96xf32>
    %148 = memref.get_global @__constant_96x24x1x1xf32 : memref<96x24x1x1xf32>
    %149 = memref.get_global @__constant_24xf32 : memref<24xf32>
    %150 = memref.get_global @__constant_24x96x1x1xf32 : memref<24x96x1x1xf32>
    %151 = memref.get_global @__constant_96xf32_107 : memref<96xf32>
    %152 = memref.get_global @__constant_96xf32_108 : memref<96xf32>
    %153 = memref.get_global @__constant_96xf32_109 : memref<96xf32>
    %154 = memref.get_global @__constant_96xf32_110 : memref<96xf32>
    %155 = memref.get_global @__constant_96x1x5x5xf32 : memref<96x1x5x5xf32>
    %156 = memref.get_global @__constant_96xf32_111 : memref<96xf32>
    %157 = memref.get_global @__constant_96xf32_112 : memref<96xf32>
    %158 = memref.get_global @__constant_96xf32_113 : memref<96xf32>
    %159 = memref.get_global @__constant_96xf32_114 : memref<96xf32>
    %160 = memref.get_global @__constant_96x24x1x1xf32_115 : memref<96x24x1x1xf32>
    %161 = memref.get_global @__constant_24xf32_116 : memref<24xf32>
    %162 = memref.get_global @__constant_24xf32_117 : memref<24xf32>
    %163 = memref.get_global @__constant_24xf32_118 : memref<24xf32>
    %164 = memref.get_global @__constant_24xf32_119 : memref<24xf32>
    %165 = memref.get_global @__constant_24x88x1x1xf32 : memref<24x88x1x1xf32>
    %166 = memref.get_global @__constant_88xf32 : memref<88xf32>
    %167 = memref.get_global @__constant_88xf32_120 : memref<88xf32>
    %168 = memref.get_global @__constant_88xf32_121 : memref<88xf32>
    %169 = memref.get_global @__constant_88xf32_122 : memref<88xf32>
    %170 = memref.get_global @__constant_88x1x3x3xf32 : memref<88x1x3x3xf32>
    %171 = memref.get_global @__constant_88xf32_123 : memref<88xf32>
    %172 = memref.get_global @__constant_88xf32_124 : memref<88xf32>
    %173 = memref.get_global @__constant_88xf32_125 : memref<88xf32>
    %174 = memref.get_global @__constant_88xf32_126 : memref<88xf32>
    %175 = memref.get_global @__constant_88x24x1x1xf32 : memref<88x24x1x1xf32>
    %176 = memref.get_global @__constant_24xf32_127 : memref<24xf32>
    %177 = memref.get_global @__constant_24xf32_128 : memref<24xf32>
    %178 = memref.get_global @__constant_24xf32_129 : memref<24xf32>
    %179 = memref.get_global @__constant_24xf32_130 : memref<24xf32>
    %180 = memref.get_global @__constant_24x72x1x1xf32 : memref<24x72x1x1xf32>
    %181 = memref.get_global @__constant_72xf32_131 : memref<72xf32>
    %182 = memref.get_global @__constant_72xf32_132 : memref<72xf32>
    %183 = memref.get_global @__constant_72xf32_133 : memref<72xf32>
    %184 = memref.get_global @__constant_72xf32_134 : memref<72xf32>
    %185 = memref.get_global @__constant_72x1x3x3xf32 : memref<72x1x3x3xf32>
    %186 = memref.get_global @__constant_72xf32_135 : memref<72xf32>
    %187 = memref.get_global @__constant_72xf32_136 : memref<72xf32>
    %188 = memref.get_global @__constant_72xf32_137 : memref<72xf32>
    %189 = memref.get_global @__constant_72xf32_138 : memref<72xf32>
    %190 = memref.get_global @__constant_72x16x1x1xf32 : memref<72x16x1x1xf32>
    %191 = memref.get_global @__constant_16xf32 : memref<16xf32>
    %192 = memref.get_global @__constant_16xf32_139 : memref<16xf32>
    %193 = memref.get_global @__constant_16xf32_140 : memref<16xf32>
    %194 = memref.get_global @__constant_16xf32_141 : memref<16xf32>
    %195 = memref.get_global @__constant_16x16x1x1xf32 : memref<16x16x1x1xf32>
    %196 = memref.get_global @__constant_16xf32_142 : memref<16xf32>
    %197 = memref.get_global @__constant_16x8x1x1xf32 : memref<16x8x1x1xf32>
    %198 = memref.get_global @__constant_8xf32 : memref<8xf32>
    %199 = memref.get_global @__constant_8x16x1x1xf32 : memref<8x16x1x1xf32>
    %200 = memref.get_global @__constant_16xf32_143 : memref<16xf32>
    %201 = memref.get_global @__constant_16xf32_144 : memref<16xf32>
    %202 = memref.get_global @__constant_16xf32_145 : memref<16xf32>
    %203 = memref.get_global @__constant_16xf32_146 : memref<16xf32>
    %204 = memref.get_global @__constant_16x1x3x3xf32 : memref<16x1x3x3xf32>
    %205 = memref.get_global @__constant_16xf32_147 : memref<16xf32>
    %206 = memref.get_global @__constant_16xf32_148 : memref<16xf32>
    %207 = memref.get_global @__constant_16xf32_149 : memref<16xf32>
    %208 = memref.get_global @__constant_16xf32_150 : memref<16xf32>
    %209 = memref.get_global @__constant_16x3x3x3xf32 : memref<16x3x3x3xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x3x66x66xf32>
    gpu.launch_func  @main_kernel::@main_kernel blocks in (%c1, %c1, %c66) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x3x66x66xf32>)
    %subview = memref.subview %alloc[0, 0, 1, 1] [1, 3, 64, 64] [1, 1, 1, 1] : memref<1x3x66x66xf32> to memref<1x3x64x64xf32, strided<[13068, 4356, 66, 1], offset: 67>>
    gpu.launch_func  @main_kernel_0::@main_kernel blocks in (%c1, %c1, %c64) threads in (%c32, %c8, %c1)  args(%arg0 : memref<1x3x64x64xf32>, %subview : memref<1x3x64x64xf32, strided<[13068, 4356, 66, 1], offset: 67>>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<1x16x32x32xf32>
    gpu.launch_func  @main_kernel_1::@main_kernel blocks in (%c1, %c2, %c32) threads in (%c32, %c8, %c1)  args(%alloc_0 : memref<1x16x32x32xf32>)
    gpu.launch_func  @main_kernel_2::@main_kernel blocks in (%c1, %c2, %c32) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x3x66x66xf32>, %209 : memref<16x3x3x3xf32>, %alloc_0 : memref<1x16x32x32xf32>)
    %expand_shape = memref.expand_shape %207 [[0, 1, 2]] output_shape [16, 1, 1] : memref<16xf32> into memref<16x1x1xf32>
    %expand_shape_1 = memref.expand_shape %208 [[0, 1, 2]] output_shape [16, 1, 1] : memref<16xf32> into memref<16x1x1xf32>
    %expand_shape_2 = memref.expand_shape %206 [[0, 1, 2]] output_shape [16, 1, 1] : memref<16xf32> into memref<16x1x1xf32>
    %expand_shape_3 = memref.expand_shape %205 [[0, 1, 2]] output_shape [16, 1, 1] : memref<16xf32> into memref<16x1x1xf32>
    gpu.launch_func  @main_kernel_3::@main_kernel blocks in (%c1, %c2, %c32) threads in (%c32, %c8, %c1)  args(%alloc_0 : memref<1x16x32x32xf32>, %expand_shape_1 : memref<16x1x1xf32>, %expand_shape : memref<16x1x1xf32>, %expand_shape_2 : memref<16x1x1xf32>, %expand_shape_3 : memref<16x1x1xf32>)
    %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<1x16x34x34xf32>
    gpu.launch_func  @main_kernel_4::@main_kernel blocks in (%c1, %c2, %c34) threads in (%c32, %c8, %c1)  args(%alloc_4 : memref<1x16x34x34xf32>)
    %subview_5 = memref.subview %alloc_4[0, 0, 1, 1] [1, 16, 32, 32] [1, 1, 1, 1] : memref<1x16x34x34xf32> to memref<1x16x32x32xf32, strided<[18496, 1156, 34, 1], offset: 35>>
    gpu.launch_func  @main_kernel_5::@main_kernel blocks in (%c1, %c2, %c32) threads in (%c32, %c8, %c1)  args(%alloc_0 : memref<1x16x32x32xf32>, %subview_5 : memref<1x16x32x32xf32, strided<[18496, 1156, 34, 1], offset: 35>>)
    %alloc_6 = memref.alloc() {alignment = 64 : i64} : memref<1x16x16x16xf32>
    %alloc_7 = memref.alloc() {alignment = 64 : i64} : memref<1x16x16x16xf32>
    gpu.launch_func  @main_kernel_6::@main_kernel blocks in (%c1, %c2, %c16) threads in (%c32, %c8, %c1)  args(%alloc_7 : memref<1x16x16x16xf32>)
    %collapse_shape = memref.collapse_shape %204 [[0, 1], [2], [3]] : memref<16x1x3x3xf32> into memref<16x3x3xf32>
    %alloc_8 = memref.alloc() {alignment = 64 : i64} : memref<1x16x16x16xf32>
    gpu.launch_func  @main_kernel_7::@main_kernel blocks in (%c1, %c2, %c16) threads in (%c32, %c8, %c1)  args(%alloc_7 : memref<1x16x16x16xf32>, %alloc_8 : memref<1x16x16x16xf32>)
    gpu.launch_func  @main_kernel_8::@main_kernel blocks in (%c1, %c2, %c16) threads in (%c32, %c8, %c1)  args(%alloc_4 : memref<1x16x34x34xf32>, %collapse_shape : memref<16x3x3xf32>, %alloc_8 : memref<1x16x16x16xf32>)
    %expand_shape_9 = memref.expand_shape %202 [[0, 1, 2]] output_shape [16, 1, 1] : memref<16xf32> into memref<16x1x1xf32>
    %expand_shape_10 = memref.expand_shape %203 [[0, 1, 2]] output_shape [16, 1, 1] : memref<16xf32> into memref<16x1x1xf32>
    %expand_shape_11 = memref.expand_shape %201 [[0, 1, 2]] output_shape [16, 1, 1] : memref<16xf32> into memref<16x1x1xf32>
    %expand_shape_12 = memref.expand_shape %200 [[0, 1, 2]] output_shape [16, 1, 1] : memref<16xf32> into memref<16x1x1xf32>
    gpu.launch_func  @main_kernel_9::@main_kernel blocks in (%c1, %c2, %c16) threads in (%c32, %c8, %c1)  args(%alloc_8 : memref<1x16x16x16xf32>, %expand_shape_10 : memref<16x1x1xf32>, %expand_shape_9 : memref<16x1x1xf32>, %expand_shape_11 : memref<16x1x1xf32>, %expand_shape_12 : memref<16x1x1xf32>, %alloc_6 : memref<1x16x16x16xf32>)
    %alloc_13 = memref.alloc() {alignment = 64 : i64} : memref<1x16x1x1xf32>
    gpu.launch_func  @main_kernel_10::@main_kernel blocks in (%c1, %c2, %c1) threads in (%c32, %c8, %c1)  args(%alloc_13 : memref<1x16x1x1xf32>)
    gpu.launch_func  @main_kernel_11::@main_kernel blocks in (%c1, %c2, %c1) threads in (%c32, %c8, %c1)  args(%alloc_6 : memref<1x16x16x16xf32>, %alloc_13 : memref<1x16x1x1xf32>)
    %alloc_14 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1x1xf32>
    gpu.launch_func  @main_kernel_12::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%198 : memref<8xf32>, %alloc_14 : memref<1x8x1x1xf32>)
    gpu.launch_func  @main_kernel_13::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_13 : memref<1x16x1x1xf32>, %199 : memref<8x16x1x1xf32>, %alloc_14 : memref<1x8x1x1xf32>)
    gpu.launch_func  @main_kernel_14::@main_kernel blocks in (%c1, %c2, %c1) threads in (%c32, %c8, %c1)  args(%196 : memref<16xf32>, %alloc_13 : memref<1x16x1x1xf32>)
    gpu.launch_func  @main_kernel_15::@main_kernel blocks in (%c1, %c2, %c1) threads in (%c32, %c8, %c1)  args(%alloc_14 : memref<1x8x1x1xf32>, %197 : memref<16x8x1x1xf32>, %alloc_13 : memref<1x16x1x1xf32>)
    gpu.launch_func  @main_kernel_16::@main_kernel blocks in (%c1, %c2, %c16) threads in (%c32, %c8, %c1)  args(%alloc_13 : memref<1x16x1x1xf32>, %alloc_6 : memref<1x16x16x16xf32>, %195 : memref<16x16x1x1xf32>, %alloc_7 : memref<1x16x16x16xf32>)
    %expand_shape_15 = memref.expand_shape %193 [[0, 1, 2]] output_shape [16, 1, 1] : memref<16xf32> into memref<16x1x1xf32>
    %expand_shape_16 = memref.expand_shape %194 [[0, 1, 2]] output_shape [16, 1, 1] : memref<16xf32> into memref<16x1x1xf32>
    %expand_shape_17 = memref.expand_shape %192 [[0, 1, 2]] output_shape [16, 1, 1] : memref<16xf32> into memref<16x1x1xf32>
    %expand_shape_18 = memref.expand_shape %191 [[0, 1, 2]] output_shape [16, 1, 1] : memref<16xf32> into memref<16x1x1xf32>
    %alloc_19 = memref.alloc() {alignment = 64 : i64} : memref<1x72x16x16xf32>
    gpu.launch_func  @main_kernel_17::@main_kernel blocks in (%c1, %c9, %c16) threads in (%c32, %c8, %c1)  args(%alloc_19 : memref<1x72x16x16xf32>)
    gpu.launch_func  @main_kernel_18::@main_kernel blocks in (%c1, %c9, %c16) threads in (%c32, %c8, %c1)  args(%alloc_7 : memref<1x16x16x16xf32>, %expand_shape_16 : memref<16x1x1xf32>, %expand_shape_15 : memref<16x1x1xf32>, %expand_shape_17 : memref<16x1x1xf32>, %expand_shape_18 : memref<16x1x1xf32>, %190 : memref<72x16x1x1xf32>, %alloc_19 : memref<1x72x16x16xf32>)
    %expand_shape_20 = memref.expand_shape %188 [[0, 1, 2]] output_shape [72, 1, 1] : memref<72xf32> into memref<72x1x1xf32>
    %expand_shape_21 = memref.expand_shape %189 [[0, 1, 2]] output_shape [72, 1, 1] : memref<72xf32> into memref<72x1x1xf32>
    %expand_shape_22 = memref.expand_shape %187 [[0, 1, 2]] output_shape [72, 1, 1] : memref<72xf32> into memref<72x1x1xf32>
    %expand_shape_23 = memref.expand_shape %186 [[0, 1, 2]] output_shape [72, 1, 1] : memref<72xf32> into memref<72x1x1xf32>
    gpu.launch_func  @main_kernel_19::@main_kernel blocks in (%c1, %c9, %c16) threads in (%c32, %c8, %c1)  args(%alloc_19 : memref<1x72x16x16xf32>, %expand_shape_21 : memref<72x1x1xf32>, %expand_shape_20 : memref<72x1x1xf32>, %expand_shape_22 : memref<72x1x1xf32>, %expand_shape_23 : memref<72x1x1xf32>)
    %alloc_24 = memref.alloc() {alignment = 64 : i64} : memref<1x72x18x18xf32>
    gpu.launch_func  @main_kernel_20::@main_kernel blocks in (%c1, %c9, %c18) threads in (%c32, %c8, %c1)  args(%alloc_24 : memref<1x72x18x18xf32>)
    %subview_25 = memref.subview %alloc_24[0, 0, 1, 1] [1, 72, 16, 16] [1, 1, 1, 1] : memref<1x72x18x18xf32> to memref<1x72x16x16xf32, strided<[23328, 324, 18, 1], offset: 19>>
    gpu.launch_func  @main_kernel_21::@main_kernel blocks in (%c1, %c9, %c16) threads in (%c32, %c8, %c1)  args(%alloc_19 : memref<1x72x16x16xf32>, %subview_25 : memref<1x72x16x16xf32, strided<[23328, 324, 18, 1], offset: 19>>)
    %alloc_26 = memref.alloc() {alignment = 64 : i64} : memref<1x72x8x8xf32>
    gpu.launch_func  @main_kernel_22::@main_kernel blocks in (%c1, %c9, %c8) threads in (%c32, %c8, %c1)  args(%alloc_26 : memref<1x72x8x8xf32>)
    %collapse_shape_27 = memref.collapse_shape %185 [[0, 1], [2], [3]] : memref<72x1x3x3xf32> into memref<72x3x3xf32>
    gpu.launch_func  @main_kernel_23::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_24 : memref<1x72x18x18xf32>, %collapse_shape_27 : memref<72x3x3xf32>, %alloc_26 : memref<1x72x8x8xf32>)
    %expand_shape_28 = memref.expand_shape %183 [[0, 1, 2]] output_shape [72, 1, 1] : memref<72xf32> into memref<72x1x1xf32>
    %expand_shape_29 = memref.expand_shape %184 [[0, 1, 2]] output_shape [72, 1, 1] : memref<72xf32> into memref<72x1x1xf32>
    %expand_shape_30 = memref.expand_shape %182 [[0, 1, 2]] output_shape [72, 1, 1] : memref<72xf32> into memref<72x1x1xf32>
    %expand_shape_31 = memref.expand_shape %181 [[0, 1, 2]] output_shape [72, 1, 1] : memref<72xf32> into memref<72x1x1xf32>
    %alloc_32 = memref.alloc() {alignment = 64 : i64} : memref<1x24x8x8xf32>
    %alloc_33 = memref.alloc() {alignment = 64 : i64} : memref<1x24x8x8xf32>
    gpu.launch_func  @main_kernel_24::@main_kernel blocks in (%c1, %c3, %c8) threads in (%c32, %c8, %c1)  args(%alloc_33 : memref<1x24x8x8xf32>)
    %alloc_34 = memref.alloc() {alignment = 64 : i64} : memref<1x24x8x8xf32>
    gpu.launch_func  @main_kernel_25::@main_kernel blocks in (%c1, %c3, %c8) threads in (%c32, %c8, %c1)  args(%alloc_33 : memref<1x24x8x8xf32>, %alloc_34 : memref<1x24x8x8xf32>)
    gpu.launch_func  @main_kernel_26::@main_kernel blocks in (%c1, %c3, %c8) threads in (%c32, %c8, %c1)  args(%alloc_26 : memref<1x72x8x8xf32>, %expand_shape_29 : memref<72x1x1xf32>, %expand_shape_28 : memref<72x1x1xf32>, %expand_shape_30 : memref<72x1x1xf32>, %expand_shape_31 : memref<72x1x1xf32>, %180 : memref<24x72x1x1xf32>, %alloc_34 : memref<1x24x8x8xf32>)
    %expand_shape_35 = memref.expand_shape %178 [[0, 1, 2]] output_shape [24, 1, 1] : memref<24xf32> into memref<24x1x1xf32>
    %expand_shape_36 = memref.expand_shape %179 [[0, 1, 2]] output_shape [24, 1, 1] : memref<24xf32> into memref<24x1x1xf32>
    %expand_shape_37 = memref.expand_shape %177 [[0, 1, 2]] output_shape [24, 1, 1] : memref<24xf32> into memref<24x1x1xf32>
    %expand_shape_38 = memref.expand_shape %176 [[0, 1, 2]] output_shape [24, 1, 1] : memref<24xf32> into memref<24x1x1xf32>
    gpu.launch_func  @main_kernel_27::@main_kernel blocks in (%c1, %c3, %c8) threads in (%c32, %c8, %c1)  args(%alloc_34 : memref<1x24x8x8xf32>, %expand_shape_36 : memref<24x1x1xf32>, %expand_shape_35 : memref<24x1x1xf32>, %expand_shape_37 : memref<24x1x1xf32>, %expand_shape_38 : memref<24x1x1xf32>, %alloc_32 : memref<1x24x8x8xf32>)
    %alloc_39 = memref.alloc() {alignment = 64 : i64} : memref<1x88x8x8xf32>
    %alloc_40 = memref.alloc() {alignment = 64 : i64} : memref<1x88x8x8xf32>
    gpu.launch_func  @main_kernel_28::@main_kernel blocks in (%c1, %c11, %c8) threads in (%c32, %c8, %c1)  args(%alloc_40 : memref<1x88x8x8xf32>)
    %alloc_41 = memref.alloc() {alignment = 64 : i64} : memref<1x88x8x8xf32>
    gpu.launch_func  @main_kernel_29::@main_kernel blocks in (%c1, %c11, %c8) threads in (%c32, %c8, %c1)  args(%alloc_40 : memref<1x88x8x8xf32>, %alloc_41 : memref<1x88x8x8xf32>)
    gpu.launch_func  @main_kernel_30::@main_kernel blocks in (%c1, %c11, %c8) threads in (%c32, %c8, %c1)  args(%alloc_32 : memref<1x24x8x8xf32>, %175 : memref<88x24x1x1xf32>, %alloc_41 : memref<1x88x8x8xf32>)
    %expand_shape_42 = memref.expand_shape %173 [[0, 1, 2]] output_shape [88, 1, 1] : memref<88xf32> into memref<88x1x1xf32>
    %expand_shape_43 = memref.expand_shape %174 [[0, 1, 2]] output_shape [88, 1, 1] : memref<88xf32> into memref<88x1x1xf32>
    %expand_shape_44 = memref.expand_shape %172 [[0, 1, 2]] output_shape [88, 1, 1] : memref<88xf32> into memref<88x1x1xf32>
    %expand_shape_45 = memref.expand_shape %171 [[0, 1, 2]] output_shape [88, 1, 1] : memref<88xf32> into memref<88x1x1xf32>
    gpu.launch_func  @main_kernel_31::@main_kernel blocks in (%c1, %c11, %c8) threads in (%c32, %c8, %c1)  args(%alloc_41 : memref<1x88x8x8xf32>, %expand_shape_43 : memref<88x1x1xf32>, %expand_shape_42 : memref<88x1x1xf32>, %expand_shape_44 : memref<88x1x1xf32>, %expand_shape_45 : memref<88x1x1xf32>, %alloc_39 : memref<1x88x8x8xf32>)
    %alloc_46 = memref.alloc() {alignment = 64 : i64} : memref<1x88x10x10xf32>
    gpu.launch_func  @main_kernel_32::@main_kernel blocks in (%c1, %c11, %c10) threads in (%c32, %c8, %c1)  args(%alloc_46 : memref<1x88x10x10xf32>)
    %subview_47 = memref.subview %alloc_46[0, 0, 1, 1] [1, 88, 8, 8] [1, 1, 1, 1] : memref<1x88x10x10xf32> to memref<1x88x8x8xf32, strided<[8800, 100, 10, 1], offset: 11>>
    gpu.launch_func  @main_kernel_33::@main_kernel blocks in (%c1, %c11, %c8) threads in (%c32, %c8, %c1)  args(%alloc_39 : memref<1x88x8x8xf32>, %subview_47 : memref<1x88x8x8xf32, strided<[8800, 100, 10, 1], offset: 11>>)
    %collapse_shape_48 = memref.collapse_shape %170 [[0, 1], [2], [3]] : memref<88x1x3x3xf32> into memref<88x3x3xf32>
    gpu.launch_func  @main_kernel_34::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_46 : memref<1x88x10x10xf32>, %collapse_shape_48 : memref<88x3x3xf32>, %alloc_40 : memref<1x88x8x8xf32>)
    %expand_shape_49 = memref.expand_shape %168 [[0, 1, 2]] output_shape [88, 1, 1] : memref<88xf32> into memref<88x1x1xf32>
    %expand_shape_50 = memref.expand_shape %169 [[0, 1, 2]] output_shape [88, 1, 1] : memref<88xf32> into memref<88x1x1xf32>
    %expand_shape_51 = memref.expand_shape %167 [[0, 1, 2]] output_shape [88, 1, 1] : memref<88xf32> into memref<88x1x1xf32>
    %expand_shape_52 = memref.expand_shape %166 [[0, 1, 2]] output_shape [88, 1, 1] : memref<88xf32> into memref<88x1x1xf32>
    gpu.launch_func  @main_kernel_35::@main_kernel blocks in (%c1, %c3, %c8) threads in (%c32, %c8, %c1)  args(%alloc_40 : memref<1x88x8x8xf32>, %expand_shape_50 : memref<88x1x1xf32>, %expand_shape_49 : memref<88x1x1xf32>, %expand_shape_51 : memref<88x1x1xf32>, %expand_shape_52 : memref<88x1x1xf32>, %165 : memref<24x88x1x1xf32>, %alloc_33 : memref<1x24x8x8xf32>)
    %expand_shape_53 = memref.expand_shape %163 [[0, 1, 2]] output_shape [24, 1, 1] : memref<24xf32> into memref<24x1x1xf32>
    %expand_shape_54 = memref.expand_shape %164 [[0, 1, 2]] output_shape [24, 1, 1] : memref<24xf32> into memref<24x1x1xf32>
    %expand_shape_55 = memref.expand_shape %162 [[0, 1, 2]] output_shape [24, 1, 1] : memref<24xf32> into memref<24x1x1xf32>
    %expand_shape_56 = memref.expand_shape %161 [[0, 1, 2]] output_shape [24, 1, 1] : memref<24xf32> into memref<24x1x1xf32>
    %alloc_57 = memref.alloc() {alignment = 64 : i64} : memref<1x96x8x8xf32>
    gpu.launch_func  @main_kernel_36::@main_kernel blocks in (%c1, %c12, %c8) threads in (%c32, %c8, %c1)  args(%alloc_57 : memref<1x96x8x8xf32>)
    gpu.launch_func  @main_kernel_37::@main_kernel blocks in (%c1, %c12, %c8) threads in (%c32, %c8, %c1)  args(%alloc_33 : memref<1x24x8x8xf32>, %expand_shape_54 : memref<24x1x1xf32>, %expand_shape_53 : memref<24x1x1xf32>, %expand_shape_55 : memref<24x1x1xf32>, %expand_shape_56 : memref<24x1x1xf32>, %alloc_32 : memref<1x24x8x8xf32>, %160 : memref<96x24x1x1xf32>, %alloc_57 : memref<1x96x8x8xf32>)
    %expand_shape_58 = memref.expand_shape %158 [[0, 1, 2]] output_shape [96, 1, 1] : memref<96xf32> into memref<96x1x1xf32>
    %expand_shape_59 = memref.expand_shape %159 [[0, 1, 2]] output_shape [96, 1, 1] : memref<96xf32> into memref<96x1x1xf32>
    %expand_shape_60 = memref.expand_shape %157 [[0, 1, 2]] output_shape [96, 1, 1] : memref<96xf32> into memref<96x1x1xf32>
    %expand_shape_61 = memref.expand_shape %156 [[0, 1, 2]] output_shape [96, 1, 1] : memref<96xf32> into memref<96x1x1xf32>
    gpu.launch_func  @main_kernel_38::@main_kernel blocks in (%c1, %c12, %c8) threads in (%c32, %c8, %c1)  args(%alloc_57 : memref<1x96x8x8xf32>, %expand_shape_59 : memref<96x1x1xf32>, %expand_shape_58 : memref<96x1x1xf32>, %expand_shape_60 : memref<96x1x1xf32>, %expand_shape_61 : memref<96x1x1xf32>)
    %alloc_62 = memref.alloc() {alignment = 64 : i64} : memref<1x96x12x12xf32>
    gpu.launch_func  @main_kernel_39::@main_kernel blocks in (%c1, %c12, %c12) threads in (%c32, %c8, %c1)  args(%alloc_62 : memref<1x96x12x12xf32>)
    %subview_63 = memref.subview %alloc_62[0, 0, 2, 2] [1, 96, 8, 8] [1, 1, 1, 1] : memref<1x96x12x12xf32> to memref<1x96x8x8xf32, strided<[13824, 144, 12, 1], offset: 26>>
    gpu.launch_func  @main_kernel_40::@main_kernel blocks in (%c1, %c12, %c8) threads in (%c32, %c8, %c1)  args(%alloc_57 : memref<1x96x8x8xf32>, %subview_63 : memref<1x96x8x8xf32, strided<[13824, 144, 12, 1], offset: 26>>)
    %alloc_64 = memref.alloc() {alignment = 64 : i64} : memref<1x96x4x4xf32>
    gpu.launch_func  @main_kernel_41::@main_kernel blocks in (%c1, %c12, %c4) threads in (%c32, %c8, %c1)  args(%alloc_64 : memref<1x96x4x4xf32>)
    %collapse_shape_65 = memref.collapse_shape %155 [[0, 1], [2], [3]] : memref<96x1x5x5xf32> into memref<96x5x5xf32>
    gpu.launch_func  @main_kernel_42::@main_kernel blocks in (%c1, %c1, %c4) threads in (%c32, %c8, %c1)  args(%alloc_62 : memref<1x96x12x12xf32>, %collapse_shape_65 : memref<96x5x5xf32>, %alloc_64 : memref<1x96x4x4xf32>)
    %expand_shape_66 = memref.expand_shape %153 [[0, 1, 2]] output_shape [96, 1, 1] : memref<96xf32> into memref<96x1x1xf32>
    %expand_shape_67 = memref.expand_shape %154 [[0, 1, 2]] output_shape [96, 1, 1] : memref<96xf32> into memref<96x1x1xf32>
    %expand_shape_68 = memref.expand_shape %152 [[0, 1, 2]] output_shape [96, 1, 1] : memref<96xf32> into memref<96x1x1xf32>
    %expand_shape_69 = memref.expand_shape %151 [[0, 1, 2]] output_shape [96, 1, 1] : memref<96xf32> into memref<96x1x1xf32>
    gpu.launch_func  @main_kernel_43::@main_kernel blocks in (%c1, %c12, %c4) threads in (%c32, %c8, %c1)  args(%alloc_64 : memref<1x96x4x4xf32>, %expand_shape_67 : memref<96x1x1xf32>, %expand_shape_66 : memref<96x1x1xf32>, %expand_shape_68 : memref<96x1x1xf32>, %expand_shape_69 : memref<96x1x1xf32>)
    %alloc_70 = memref.alloc() {alignment = 64 : i64} : memref<1x96x1x1xf32>
    gpu.launch_func  @main_kernel_44::@main_kernel blocks in (%c1, %c12, %c1) threads in (%c32, %c8, %c1)  args(%alloc_70 : memref<1x96x1x1xf32>)
    gpu.launch_func  @main_kernel_45::@main_kernel blocks in (%c1, %c12, %c1) threads in (%c32, %c8, %c1)  args(%alloc_64 : memref<1x96x4x4xf32>, %alloc_70 : memref<1x96x1x1xf32>)
    %alloc_71 = memref.alloc() {alignment = 64 : i64} : memref<1x24x1x1xf32>
    gpu.launch_func  @main_kernel_46::@main_kernel blocks in (%c1, %c3, %c1) threads in (%c32, %c8, %c1)  args(%149 : memref<24xf32>, %alloc_71 : memref<1x24x1x1xf32>)
    gpu.launch_func  @main_kernel_47::@main_kernel blocks in (%c1, %c3, %c1) threads in (%c32, %c8, %c1)  args(%alloc_70 : memref<1x96x1x1xf32>, %150 : memref<24x96x1x1xf32>, %alloc_71 : memref<1x24x1x1xf32>)
    gpu.launch_func  @main_kernel_48::@main_kernel blocks in (%c1, %c12, %c1) threads in (%c32, %c8, %c1)  args(%147 : memref<96xf32>, %alloc_70 : memref<1x96x1x1xf32>)
    gpu.launch_func  @main_kernel_49::@main_kernel blocks in (%c1, %c12, %c1) threads in (%c32, %c8, %c1)  args(%alloc_71 : memref<1x24x1x1xf32>, %148 : memref<96x24x1x1xf32>, %alloc_70 : memref<1x96x1x1xf32>)
    %alloc_72 = memref.alloc() {alignment = 64 : i64} : memref<1x40x4x4xf32>
    %alloc_73 = memref.alloc() {alignment = 64 : i64} : memref<1x40x4x4xf32>
    gpu.launch_func  @main_kernel_50::@main_kernel blocks in (%c1, %c5, %c4) threads in (%c32, %c8, %c1)  args(%alloc_73 : memref<1x40x4x4xf32>)
    %alloc_74 = memref.alloc() {alignment = 64 : i64} : memref<1x40x4x4xf32>
    gpu.launch_func  @main_kernel_51::@main_kernel blocks in (%c1, %c5, %c4) threads in (%c32, %c8, %c1)  args(%alloc_73 : memref<1x40x4x4xf32>, %alloc_74 : memref<1x40x4x4xf32>)
    gpu.launch_func  @main_kernel_52::@main_kernel blocks in (%c1, %c5, %c4) threads in (%c32, %c8, %c1)  args(%alloc_70 : memref<1x96x1x1xf32>, %alloc_64 : memref<1x96x4x4xf32>, %146 : memref<40x96x1x1xf32>, %alloc_74 : memref<1x40x4x4xf32>)
    %expand_shape_75 = memref.expand_shape %144 [[0, 1, 2]] output_shape [40, 1, 1] : memref<40xf32> into memref<40x1x1xf32>
    %expand_shape_76 = memref.expand_shape %145 [[0, 1, 2]] output_shape [40, 1, 1] : memref<40xf32> into memref<40x1x1xf32>
    %expand_shape_77 = memref.expand_shape %143 [[0, 1, 2]] output_shape [40, 1, 1] : memref<40xf32> into memref<40x1x1xf32>
    %expand_shape_78 = memref.expand_shape %142 [[0, 1, 2]] output_shape [40, 1, 1] : memref<40xf32> into memref<40x1x1xf32>
    gpu.launch_func  @main_kernel_53::@main_kernel blocks in (%c1, %c5, %c4) threads in (%c32, %c8, %c1)  args(%alloc_74 : memref<1x40x4x4xf32>, %expand_shape_76 : memref<40x1x1xf32>, %expand_shape_75 : memref<40x1x1xf32>, %expand_shape_77 : memref<40x1x1xf32>, %expand_shape_78 : memref<40x1x1xf32>, %alloc_72 : memref<1x40x4x4xf32>)
    %alloc_79 = memref.alloc() {alignment = 64 : i64} : memref<1x240x4x4xf32>
    %alloc_80 = memref.alloc() {alignment = 64 : i64} : memref<1x240x4x4xf32>
    gpu.launch_func  @main_kernel_54::@main_kernel blocks in (%c1, %c30, %c4) threads in (%c32, %c8, %c1)  args(%alloc_80 : memref<1x240x4x4xf32>)
    %alloc_81 = memref.alloc() {alignment = 64 : i64} : memref<1x240x4x4xf32>
    gpu.launch_func  @main_kernel_55::@main_kernel blocks in (%c1, %c30, %c4) threads in (%c32, %c8, %c1)  args(%alloc_80 : memref<1x240x4x4xf32>, %alloc_81 : memref<1x240x4x4xf32>)
    gpu.launch_func  @main_kernel_56::@main_kernel blocks in (%c1, %c30, %c4) threads in (%c32, %c8, %c1)  args(%alloc_72 : memref<1x40x4x4xf32>, %141 : memref<240x40x1x1xf32>, %alloc_81 : memref<1x240x4x4xf32>)
    %expand_shape_82 = memref.expand_shape %139 [[0, 1, 2]] output_shape [240, 1, 1] : memref<240xf32> into memref<240x1x1xf32>
    %expand_shape_83 = memref.expand_shape %140 [[0, 1, 2]] output_shape [240, 1, 1] : memref<240xf32> into memref<240x1x1xf32>
    %expand_shape_84 = memref.expand_shape %138 [[0, 1, 2]] output_shape [240, 1, 1] : memref<240xf32> into memref<240x1x1xf32>
    %expand_shape_85 = memref.expand_shape %137 [[0, 1, 2]] output_shape [240, 1, 1] : memref<240xf32> into memref<240x1x1xf32>
    gpu.launch_func  @main_kernel_57::@main_kernel blocks in (%c1, %c30, %c4) threads in (%c32, %c8, %c1)  args(%alloc_81 : memref<1x240x4x4xf32>, %expand_shape_83 : memref<240x1x1xf32>, %expand_shape_82 : memref<240x1x1xf32>, %expand_shape_84 : memref<240x1x1xf32>, %expand_shape_85 : memref<240x1x1xf32>, %alloc_79 : memref<1x240x4x4xf32>)
    %alloc_86 = memref.alloc() {alignment = 64 : i64} : memref<1x240x8x8xf32>
    gpu.launch_func  @main_kernel_58::@main_kernel blocks in (%c1, %c30, %c8) threads in (%c32, %c8, %c1)  args(%alloc_86 : memref<1x240x8x8xf32>)
    %subview_87 = memref.subview %alloc_86[0, 0, 2, 2] [1, 240, 4, 4] [1, 1, 1, 1] : memref<1x240x8x8xf32> to memref<1x240x4x4xf32, strided<[15360, 64, 8, 1], offset: 18>>
    gpu.launch_func  @main_kernel_59::@main_kernel blocks in (%c1, %c30, %c4) threads in (%c32, %c8, %c1)  args(%alloc_79 : memref<1x240x4x4xf32>, %subview_87 : memref<1x240x4x4xf32, strided<[15360, 64, 8, 1], offset: 18>>)
    %collapse_shape_88 = memref.collapse_shape %136 [[0, 1], [2], [3]] : memref<240x1x5x5xf32> into memref<240x5x5xf32>
    %alloc_89 = memref.alloc() {alignment = 64 : i64} : memref<1x240x4x4xf32>
    gpu.launch_func  @main_kernel_60::@main_kernel blocks in (%c1, %c30, %c4) threads in (%c32, %c8, %c1)  args(%alloc_80 : memref<1x240x4x4xf32>, %alloc_89 : memref<1x240x4x4xf32>)
    gpu.launch_func  @main_kernel_61::@main_kernel blocks in (%c1, %c1, %c4) threads in (%c32, %c8, %c1)  args(%alloc_86 : memref<1x240x8x8xf32>, %collapse_shape_88 : memref<240x5x5xf32>, %alloc_89 : memref<1x240x4x4xf32>)
    %expand_shape_90 = memref.expand_shape %134 [[0, 1, 2]] output_shape [240, 1, 1] : memref<240xf32> into memref<240x1x1xf32>
    %expand_shape_91 = memref.expand_shape %135 [[0, 1, 2]] output_shape [240, 1, 1] : memref<240xf32> into memref<240x1x1xf32>
    %expand_shape_92 = memref.expand_shape %133 [[0, 1, 2]] output_shape [240, 1, 1] : memref<240xf32> into memref<240x1x1xf32>
    %expand_shape_93 = memref.expand_shape %132 [[0, 1, 2]] output_shape [240, 1, 1] : memref<240xf32> into memref<240x1x1xf32>
    gpu.launch_func  @main_kernel_62::@main_kernel blocks in (%c1, %c30, %c4) threads in (%c32, %c8, %c1)  args(%alloc_89 : memref<1x240x4x4xf32>, %expand_shape_91 : memref<240x1x1xf32>, %expand_shape_90 : memref<240x1x1xf32>, %expand_shape_92 : memref<240x1x1xf32>, %expand_shape_93 : memref<240x1x1xf32>, %alloc_79 : memref<1x240x4x4xf32>)
    %alloc_94 = memref.alloc() {alignment = 64 : i64} : memref<1x240x1x1xf32>
    %alloc_95 = memref.alloc() {alignment = 64 : i64} : memref<1x240x1x1xf32>
    gpu.launch_func  @main_kernel_63::@main_kernel blocks in (%c1, %c30, %c1) threads in (%c32, %c8, %c1)  args(%alloc_95 : memref<1x240x1x1xf32>)
    %alloc_96 = memref.alloc() {alignment = 64 : i64} : memref<1x240x1x1xf32>
    gpu.launch_func  @main_kernel_64::@main_kernel blocks in (%c1, %c30, %c1) threads in (%c32, %c8, %c1)  args(%alloc_95 : memref<1x240x1x1xf32>, %alloc_96 : memref<1x240x1x1xf32>)
    gpu.launch_func  @main_kernel_65::@main_kernel blocks in (%c1, %c30, %c1) threads in (%c32, %c8, %c1)  args(%alloc_79 : memref<1x240x4x4xf32>, %alloc_96 : memref<1x240x1x1xf32>)
    %alloc_97 = memref.alloc() {alignment = 64 : i64} : memref<1x64x1x1xf32>
    gpu.launch_func  @main_kernel_66::@main_kernel blocks in (%c1, %c8, %c1) threads in (%c32, %c8, %c1)  args(%130 : memref<64xf32>, %alloc_97 : memref<1x64x1x1xf32>)
    gpu.launch_func  @main_kernel_67::@main_kernel blocks in (%c1, %c8, %c1) threads in (%c32, %c8, %c1)  args(%alloc_96 : memref<1x240x1x1xf32>, %131 : memref<64x240x1x1xf32>, %alloc_97 : memref<1x64x1x1xf32>)
    gpu.launch_func  @main_kernel_68::@main_kernel blocks in (%c1, %c30, %c1) threads in (%c32, %c8, %c1)  args(%128 : memref<240xf32>, %alloc_94 : memref<1x240x1x1xf32>)
    gpu.launch_func  @main_kernel_69::@main_kernel blocks in (%c1, %c30, %c1) threads in (%c32, %c8, %c1)  args(%alloc_97 : memref<1x64x1x1xf32>, %129 : memref<240x64x1x1xf32>, %alloc_94 : memref<1x240x1x1xf32>)
    %alloc_98 = memref.alloc() {alignment = 64 : i64} : memref<1x40x4x4xf32>
    gpu.launch_func  @main_kernel_70::@main_kernel blocks in (%c1, %c5, %c4) threads in (%c32, %c8, %c1)  args(%alloc_73 : memref<1x40x4x4xf32>, %alloc_98 : memref<1x40x4x4xf32>)
    gpu.launch_func  @main_kernel_71::@main_kernel blocks in (%c1, %c5, %c4) threads in (%c32, %c8, %c1)  args(%alloc_94 : memref<1x240x1x1xf32>, %alloc_79 : memref<1x240x4x4xf32>, %127 : memref<40x240x1x1xf32>, %alloc_98 : memref<1x40x4x4xf32>)
    %expand_shape_99 = memref.expand_shape %125 [[0, 1, 2]] output_shape [40, 1, 1] : memref<40xf32> into memref<40x1x1xf32>
    %expand_shape_100 = memref.expand_shape %126 [[0, 1, 2]] output_shape [40, 1, 1] : memref<40xf32> into memref<40x1x1xf32>
    %expand_shape_101 = memref.expand_shape %124 [[0, 1, 2]] output_shape [40, 1, 1] : memref<40xf32> into memref<40x1x1xf32>
    %expand_shape_102 = memref.expand_shape %123 [[0, 1, 2]] output_shape [40, 1, 1] : memref<40xf32> into memref<40x1x1xf32>
    gpu.launch_func  @main_kernel_72::@main_kernel blocks in (%c1, %c5, %c4) threads in (%c32, %c8, %c1)  args(%alloc_98 : memref<1x40x4x4xf32>, %expand_shape_100 : memref<40x1x1xf32>, %expand_shape_99 : memref<40x1x1xf32>, %expand_shape_101 : memref<40x1x1xf32>, %expand_shape_102 : memref<40x1x1xf32>, %alloc_72 : memref<1x40x4x4xf32>)
    %alloc_103 = memref.alloc() {alignment = 64 : i64} : memref<1x240x4x4xf32>
    gpu.launch_func  @main_kernel_73::@main_kernel blocks in (%c1, %c30, %c4) threads in (%c32, %c8, %c1)  args(%alloc_80 : memref<1x240x4x4xf32>, %alloc_103 : memref<1x240x4x4xf32>)
    gpu.launch_func  @main_kernel_74::@main_kernel blocks in (%c1, %c30, %c4) threads in (%c32, %c8, %c1)  args(%alloc_72 : memref<1x40x4x4xf32>, %122 : memref<240x40x1x1xf32>, %alloc_103 : memref<1x240x4x4xf32>)
    %expand_shape_104 = memref.expand_shape %120 [[0, 1, 2]] output_shape [240, 1, 1] : memref<240xf32> into memref<240x1x1xf32>
    %expand_shape_105 = memref.expand_shape %121 [[0, 1, 2]] output_shape [240, 1, 1] : memref<240xf32> into memref<240x1x1xf32>
    %expand_shape_106 = memref.expand_shape %119 [[0, 1, 2]] output_shape [240, 1, 1] : memref<240xf32> into memref<240x1x1xf32>
    %expand_shape_107 = memref.expand_shape %118 [[0, 1, 2]] output_shape [240, 1, 1] : memref<240xf32> into memref<240x1x1xf32>
    gpu.launch_func  @main_kernel_75::@main_kernel blocks in (%c1, %c30, %c4) threads in (%c32, %c8, %c1)  args(%alloc_103 : memref<1x240x4x4xf32>, %expand_shape_105 : memref<240x1x1xf32>, %expand_shape_104 : memref<240x1x1xf32>, %expand_shape_106 : memref<240x1x1xf32>, %expand_shape_107 : memref<240x1x1xf32>, %alloc_79 : memref<1x240x4x4xf32>)
    %alloc_108 = memref.alloc() {alignment = 64 : i64} : memref<1x240x8x8xf32>
    gpu.launch_func  @main_kernel_76::@main_kernel blocks in (%c1, %c30, %c8) threads in (%c32, %c8, %c1)  args(%alloc_108 : memref<1x240x8x8xf32>)
    %subview_109 = memref.subview %alloc_108[0, 0, 2, 2] [1, 240, 4, 4] [1, 1, 1, 1] : memref<1x240x8x8xf32> to memref<1x240x4x4xf32, strided<[15360, 64, 8, 1], offset: 18>>
    gpu.launch_func  @main_kernel_77::@main_kernel blocks in (%c1, %c30, %c4) threads in (%c32, %c8, %c1)  args(%alloc_79 : memref<1x240x4x4xf32>, %subview_109 : memref<1x240x4x4xf32, strided<[15360, 64, 8, 1], offset: 18>>)
    %collapse_shape_110 = memref.collapse_shape %117 [[0, 1], [2], [3]] : memref<240x1x5x5xf32> into memref<240x5x5xf32>
    gpu.launch_func  @main_kernel_78::@main_kernel blocks in (%c1, %c1, %c4) threads in (%c32, %c8, %c1)  args(%alloc_108 : memref<1x240x8x8xf32>, %collapse_shape_110 : memref<240x5x5xf32>, %alloc_80 : memref<1x240x4x4xf32>)
    %expand_shape_111 = memref.expand_shape %115 [[0, 1, 2]] output_shape [240, 1, 1] : memref<240xf32> into memref<240x1x1xf32>
    %expand_shape_112 = memref.expand_shape %116 [[0, 1, 2]] output_shape [240, 1, 1] : memref<240xf32> into memref<240x1x1xf32>
    %expand_shape_113 = memref.expand_shape %114 [[0, 1, 2]] output_shape [240, 1, 1] : memref<240xf32> into memref<240x1x1xf32>
    %expand_shape_114 = memref.expand_shape %113 [[0, 1, 2]] output_shape [240, 1, 1] : memref<240xf32> into memref<240x1x1xf32>
    gpu.launch_func  @main_kernel_79::@main_kernel blocks in (%c1, %c30, %c4) threads in (%c32, %c8, %c1)  args(%alloc_80 : memref<1x240x4x4xf32>, %expand_shape_112 : memref<240x1x1xf32>, %expand_shape_111 : memref<240x1x1xf32>, %expand_shape_113 : memref<240x1x1xf32>, %expand_shape_114 : memref<240x1x1xf32>, %alloc_79 : memref<1x240x4x4xf32>)
    gpu.launch_func  @main_kernel_80::@main_kernel blocks in (%c1, %c30, %c1) threads in (%c32, %c8, %c1)  args(%alloc_79 : memref<1x240x4x4xf32>, %alloc_95 : memref<1x240x1x1xf32>)
    gpu.launch_func  @main_kernel_81::@main_kernel blocks in (%c1, %c8, %c1) threads in (%c32, %c8, %c1)  args(%111 : memref<64xf32>, %alloc_97 : memref<1x64x1x1xf32>)
    gpu.launch_func  @main_kernel_82::@main_kernel blocks in (%c1, %c8, %c1) threads in (%c32, %c8, %c1)  args(%alloc_95 : memref<1x240x1x1xf32>, %112 : memref<64x240x1x1xf32>, %alloc_97 : memref<1x64x1x1xf32>)
    gpu.launch_func  @main_kernel_83::@main_kernel blocks in (%c1, %c30, %c1) threads in (%c32, %c8, %c1)  args(%109 : memref<240xf32>, %alloc_94 : memref<1x240x1x1xf32>)
    gpu.launch_func  @main_kernel_84::@main_kernel blocks in (%c1, %c30, %c1) threads in (%c32, %c8, %c1)  args(%alloc_97 : memref<1x64x1x1xf32>, %110 : memref<240x64x1x1xf32>, %alloc_94 : memref<1x240x1x1xf32>)
    gpu.launch_func  @main_kernel_85::@main_kernel blocks in (%c1, %c5, %c4) threads in (%c32, %c8, %c1)  args(%alloc_94 : memref<1x240x1x1xf32>, %alloc_79 : memref<1x240x4x4xf32>, %108 : memref<40x240x1x1xf32>, %alloc_73 : memref<1x40x4x4xf32>)
    %expand_shape_115 = memref.expand_shape %106 [[0, 1, 2]] output_shape [40, 1, 1] : memref<40xf32> into memref<40x1x1xf32>
    %expand_shape_116 = memref.expand_shape %107 [[0, 1, 2]] output_shape [40, 1, 1] : memref<40xf32> into memref<40x1x1xf32>
    %expand_shape_117 = memref.expand_shape %105 [[0, 1, 2]] output_shape [40, 1, 1] : memref<40xf32> into memref<40x1x1xf32>
    %expand_shape_118 = memref.expand_shape %104 [[0, 1, 2]] output_shape [40, 1, 1] : memref<40xf32> into memref<40x1x1xf32>
    %alloc_119 = memref.alloc() {alignment = 64 : i64} : memref<1x120x4x4xf32>
    %alloc_120 = memref.alloc() {alignment = 64 : i64} : memref<1x120x4x4xf32>
    gpu.launch_func  @main_kernel_86::@main_kernel blocks in (%c1, %c15, %c4) threads in (%c32, %c8, %c1)  args(%alloc_120 : memref<1x120x4x4xf32>)
    %alloc_121 = memref.alloc() {alignment = 64 : i64} : memref<1x120x4x4xf32>
    gpu.launch_func  @main_kernel_87::@main_kernel blocks in (%c1, %c15, %c4) threads in (%c32, %c8, %c1)  args(%alloc_120 : memref<1x120x4x4xf32>, %alloc_121 : memref<1x120x4x4xf32>)
    gpu.launch_func  @main_kernel_88::@main_kernel blocks in (%c1, %c15, %c4) threads in (%c32, %c8, %c1)  args(%alloc_73 : memref<1x40x4x4xf32>, %expand_shape_116 : memref<40x1x1xf32>, %expand_shape_115 : memref<40x1x1xf32>, %expand_shape_117 : memref<40x1x1xf32>, %expand_shape_118 : memref<40x1x1xf32>, %alloc_72 : memref<1x40x4x4xf32>, %103 : memref<120x40x1x1xf32>, %alloc_121 : memref<1x120x4x4xf32>)
    %expand_shape_122 = memref.expand_shape %101 [[0, 1, 2]] output_shape [120, 1, 1] : memref<120xf32> into memref<120x1x1xf32>
    %expand_shape_123 = memref.expand_shape %102 [[0, 1, 2]] output_shape [120, 1, 1] : memref<120xf32> into memref<120x1x1xf32>
    %expand_shape_124 = memref.expand_shape %100 [[0, 1, 2]] output_shape [120, 1, 1] : memref<120xf32> into memref<120x1x1xf32>
    %expand_shape_125 = memref.expand_shape %99 [[0, 1, 2]] output_shape [120, 1, 1] : memref<120xf32> into memref<120x1x1xf32>
    gpu.launch_func  @main_kernel_89::@main_kernel blocks in (%c1, %c15, %c4) threads in (%c32, %c8, %c1)  args(%alloc_121 : memref<1x120x4x4xf32>, %expand_shape_123 : memref<120x1x1xf32>, %expand_shape_122 : memref<120x1x1xf32>, %expand_shape_124 : memref<120x1x1xf32>, %expand_shape_125 : memref<120x1x1xf32>, %alloc_119 : memref<1x120x4x4xf32>)
    %alloc_126 = memref.alloc() {alignment = 64 : i64} : memref<1x120x8x8xf32>
    gpu.launch_func  @main_kernel_90::@main_kernel blocks in (%c1, %c15, %c8) threads in (%c32, %c8, %c1)  args(%alloc_126 : memref<1x120x8x8xf32>)
    %subview_127 = memref.subview %alloc_126[0, 0, 2, 2] [1, 120, 4, 4] [1, 1, 1, 1] : memref<1x120x8x8xf32> to memref<1x120x4x4xf32, strided<[7680, 64, 8, 1], offset: 18>>
    gpu.launch_func  @main_kernel_91::@main_kernel blocks in (%c1, %c15, %c4) threads in (%c32, %c8, %c1)  args(%alloc_119 : memref<1x120x4x4xf32>, %subview_127 : memref<1x120x4x4xf32, strided<[7680, 64, 8, 1], offset: 18>>)
    %collapse_shape_128 = memref.collapse_shape %98 [[0, 1], [2], [3]] : memref<120x1x5x5xf32> into memref<120x5x5xf32>
    gpu.launch_func  @main_kernel_92::@main_kernel blocks in (%c1, %c1, %c4) threads in (%c32, %c8, %c1)  args(%alloc_126 : memref<1x120x8x8xf32>, %collapse_shape_128 : memref<120x5x5xf32>, %alloc_120 : memref<1x120x4x4xf32>)
    %expand_shape_129 = memref.expand_shape %96 [[0, 1, 2]] output_shape [120, 1, 1] : memref<120xf32> into memref<120x1x1xf32>
    %expand_shape_130 = memref.expand_shape %97 [[0, 1, 2]] output_shape [120, 1, 1] : memref<120xf32> into memref<120x1x1xf32>
    %expand_shape_131 = memref.expand_shape %95 [[0, 1, 2]] output_shape [120, 1, 1] : memref<120xf32> into memref<120x1x1xf32>
    %expand_shape_132 = memref.expand_shape %94 [[0, 1, 2]] output_shape [120, 1, 1] : memref<120xf32> into memref<120x1x1xf32>
    gpu.launch_func  @main_kernel_93::@main_kernel blocks in (%c1, %c15, %c4) threads in (%c32, %c8, %c1)  args(%alloc_120 : memref<1x120x4x4xf32>, %expand_shape_130 : memref<120x1x1xf32>, %expand_shape_129 : memref<120x1x1xf32>, %expand_shape_131 : memref<120x1x1xf32>, %expand_shape_132 : memref<120x1x1xf32>, %alloc_119 : memref<1x120x4x4xf32>)
    %alloc_133 = memref.alloc() {alignment = 64 : i64} : memref<1x120x1x1xf32>
    gpu.launch_func  @main_kernel_94::@main_kernel blocks in (%c1, %c15, %c1) threads in (%c32, %c8, %c1)  args(%alloc_133 : memref<1x120x1x1xf32>)
    gpu.launch_func  @main_kernel_95::@main_kernel blocks in (%c1, %c15, %c1) threads in (%c32, %c8, %c1)  args(%alloc_119 : memref<1x120x4x4xf32>, %alloc_133 : memref<1x120x1x1xf32>)
    %alloc_134 = memref.alloc() {alignment = 64 : i64} : memref<1x32x1x1xf32>
    gpu.launch_func  @main_kernel_96::@main_kernel blocks in (%c1, %c4, %c1) threads in (%c32, %c8, %c1)  args(%92 : memref<32xf32>, %alloc_134 : memref<1x32x1x1xf32>)
    gpu.launch_func  @main_kernel_97::@main_kernel blocks in (%c1, %c4, %c1) threads in (%c32, %c8, %c1)  args(%alloc_133 : memref<1x120x1x1xf32>, %93 : memref<32x120x1x1xf32>, %alloc_134 : memref<1x32x1x1xf32>)
    gpu.launch_func  @main_kernel_98::@main_kernel blocks in (%c1, %c15, %c1) threads in (%c32, %c8, %c1)  args(%90 : memref<120xf32>, %alloc_133 : memref<1x120x1x1xf32>)
    gpu.launch_func  @main_kernel_99::@main_kernel blocks in (%c1, %c15, %c1) threads in (%c32, %c8, %c1)  args(%alloc_134 : memref<1x32x1x1xf32>, %91 : memref<120x32x1x1xf32>, %alloc_133 : memref<1x120x1x1xf32>)
    %alloc_135 = memref.alloc() {alignment = 64 : i64} : memref<1x48x4x4xf32>
    %alloc_136 = memref.alloc() {alignment = 64 : i64} : memref<1x48x4x4xf32>
    gpu.launch_func  @main_kernel_100::@main_kernel blocks in (%c1, %c6, %c4) threads in (%c32, %c8, %c1)  args(%alloc_136 : memref<1x48x4x4xf32>)
    %alloc_137 = memref.alloc() {alignment = 64 : i64} : memref<1x48x4x4xf32>
    gpu.launch_func  @main_kernel_101::@main_kernel blocks in (%c1, %c6, %c4) threads in (%c32, %c8, %c1)  args(%alloc_136 : memref<1x48x4x4xf32>, %alloc_137 : memref<1x48x4x4xf32>)
    gpu.launch_func  @main_kernel_102::@main_kernel blocks in (%c1, %c6, %c4) threads in (%c32, %c8, %c1)  args(%alloc_133 : memref<1x120x1x1xf32>, %alloc_119 : memref<1x120x4x4xf32>, %89 : memref<48x120x1x1xf32>, %alloc_137 : memref<1x48x4x4xf32>)
    %expand_shape_138 = memref.expand_shape %87 [[0, 1, 2]] output_shape [48, 1, 1] : memref<48xf32> into memref<48x1x1xf32>
    %expand_shape_139 = memref.expand_shape %88 [[0, 1, 2]] output_shape [48, 1, 1] : memref<48xf32> into memref<48x1x1xf32>
    %expand_shape_140 = memref.expand_shape %86 [[0, 1, 2]] output_shape [48, 1, 1] : memref<48xf32> into memref<48x1x1xf32>
    %expand_shape_141 = memref.expand_shape %85 [[0, 1, 2]] output_shape [48, 1, 1] : memref<48xf32> into memref<48x1x1xf32>
    gpu.launch_func  @main_kernel_103::@main_kernel blocks in (%c1, %c6, %c4) threads in (%c32, %c8, %c1)  args(%alloc_137 : memref<1x48x4x4xf32>, %expand_shape_139 : memref<48x1x1xf32>, %expand_shape_138 : memref<48x1x1xf32>, %expand_shape_140 : memref<48x1x1xf32>, %expand_shape_141 : memref<48x1x1xf32>, %alloc_135 : memref<1x48x4x4xf32>)
    %alloc_142 = memref.alloc() {alignment = 64 : i64} : memref<1x144x4x4xf32>
    %alloc_143 = memref.alloc() {alignment = 64 : i64} : memref<1x144x4x4xf32>
    gpu.launch_func  @main_kernel_104::@main_kernel blocks in (%c1, %c18, %c4) threads in (%c32, %c8, %c1)  args(%alloc_143 : memref<1x144x4x4xf32>)
    %alloc_144 = memref.alloc() {alignment = 64 : i64} : memref<1x144x4x4xf32>
    gpu.launch_func  @main_kernel_105::@main_kernel blocks in (%c1, %c18, %c4) threads in (%c32, %c8, %c1)  args(%alloc_143 : memref<1x144x4x4xf32>, %alloc_144 : memref<1x144x4x4xf32>)
    gpu.launch_func  @main_kernel_106::@main_kernel blocks in (%c1, %c18, %c4) threads in (%c32, %c8, %c1)  args(%alloc_135 : memref<1x48x4x4xf32>, %84 : memref<144x48x1x1xf32>, %alloc_144 : memref<1x144x4x4xf32>)
    %expand_shape_145 = memref.expand_shape %82 [[0, 1, 2]] output_shape [144, 1, 1] : memref<144xf32> into memref<144x1x1xf32>
    %expand_shape_146 = memref.expand_shape %83 [[0, 1, 2]] output_shape [144, 1, 1] : memref<144xf32> into memref<144x1x1xf32>
    %expand_shape_147 = memref.expand_shape %81 [[0, 1, 2]] output_shape [144, 1, 1] : memref<144xf32> into memref<144x1x1xf32>
    %expand_shape_148 = memref.expand_shape %80 [[0, 1, 2]] output_shape [144, 1, 1] : memref<144xf32> into memref<144x1x1xf32>
    gpu.launch_func  @main_kernel_107::@main_kernel blocks in (%c1, %c18, %c4) threads in (%c32, %c8, %c1)  args(%alloc_144 : memref<1x144x4x4xf32>, %expand_shape_146 : memref<144x1x1xf32>, %expand_shape_145 : memref<144x1x1xf32>, %expand_shape_147 : memref<144x1x1xf32>, %expand_shape_148 : memref<144x1x1xf32>, %alloc_142 : memref<1x144x4x4xf32>)
    %alloc_149 = memref.alloc() {alignment = 64 : i64} : memref<1x144x8x8xf32>
    gpu.launch_func  @main_kernel_108::@main_kernel blocks in (%c1, %c18, %c8) threads in (%c32, %c8, %c1)  args(%alloc_149 : memref<1x144x8x8xf32>)
    %subview_150 = memref.subview %alloc_149[0, 0, 2, 2] [1, 144, 4, 4] [1, 1, 1, 1] : memref<1x144x8x8xf32> to memref<1x144x4x4xf32, strided<[9216, 64, 8, 1], offset: 18>>
    gpu.launch_func  @main_kernel_109::@main_kernel blocks in (%c1, %c18, %c4) threads in (%c32, %c8, %c1)  args(%alloc_142 : memref<1x144x4x4xf32>, %subview_150 : memref<1x144x4x4xf32, strided<[9216, 64, 8, 1], offset: 18>>)
    %collapse_shape_151 = memref.collapse_shape %79 [[0, 1], [2], [3]] : memref<144x1x5x5xf32> into memref<144x5x5xf32>
    gpu.launch_func  @main_kernel_110::@main_kernel blocks in (%c1, %c1, %c4) threads in (%c32, %c8, %c1)  args(%alloc_149 : memref<1x144x8x8xf32>, %collapse_shape_151 : memref<144x5x5xf32>, %alloc_143 : memref<1x144x4x4xf32>)
    %expand_shape_152 = memref.expand_shape %77 [[0, 1, 2]] output_shape [144, 1, 1] : memref<144xf32> into memref<144x1x1xf32>
    %expand_shape_153 = memref.expand_shape %78 [[0, 1, 2]] output_shape [144, 1, 1] : memref<144xf32> into memref<144x1x1xf32>
    %expand_shape_154 = memref.expand_shape %76 [[0, 1, 2]] output_shape [144, 1, 1] : memref<144xf32> into memref<144x1x1xf32>
    %expand_shape_155 = memref.expand_shape %75 [[0, 1, 2]] output_shape [144, 1, 1] : memref<144xf32> into memref<144x1x1xf32>
    gpu.launch_func  @main_kernel_111::@main_kernel blocks in (%c1, %c18, %c4) threads in (%c32, %c8, %c1)  args(%alloc_143 : memref<1x144x4x4xf32>, %expand_shape_153 : memref<144x1x1xf32>, %expand_shape_152 : memref<144x1x1xf32>, %expand_shape_154 : memref<144x1x1xf32>, %expand_shape_155 : memref<144x1x1xf32>, %alloc_142 : memref<1x144x4x4xf32>)
    %alloc_156 = memref.alloc() {alignment = 64 : i64} : memref<1x144x1x1xf32>
    gpu.launch_func  @main_kernel_112::@main_kernel blocks in (%c1, %c18, %c1) threads in (%c32, %c8, %c1)  args(%alloc_156 : memref<1x144x1x1xf32>)
    gpu.launch_func  @main_kernel_113::@main_kernel blocks in (%c1, %c18, %c1) threads in (%c32, %c8, %c1)  args(%alloc_142 : memref<1x144x4x4xf32>, %alloc_156 : memref<1x144x1x1xf32>)
    %alloc_157 = memref.alloc() {alignment = 64 : i64} : memref<1x40x1x1xf32>
    gpu.launch_func  @main_kernel_114::@main_kernel blocks in (%c1, %c5, %c1) threads in (%c32, %c8, %c1)  args(%73 : memref<40xf32>, %alloc_157 : memref<1x40x1x1xf32>)
    gpu.launch_func  @main_kernel_115::@main_kernel blocks in (%c1, %c5, %c1) threads in (%c32, %c8, %c1)  args(%alloc_156 : memref<1x144x1x1xf32>, %74 : memref<40x144x1x1xf32>, %alloc_157 : memref<1x40x1x1xf32>)
    gpu.launch_func  @main_kernel_116::@main_kernel blocks in (%c1, %c18, %c1) threads in (%c32, %c8, %c1)  args(%71 : memref<144xf32>, %alloc_156 : memref<1x144x1x1xf32>)
    gpu.launch_func  @main_kernel_117::@main_kernel blocks in (%c1, %c18, %c1) threads in (%c32, %c8, %c1)  args(%alloc_157 : memref<1x40x1x1xf32>, %72 : memref<144x40x1x1xf32>, %alloc_156 : memref<1x144x1x1xf32>)
    gpu.launch_func  @main_kernel_118::@main_kernel blocks in (%c1, %c6, %c4) threads in (%c32, %c8, %c1)  args(%alloc_156 : memref<1x144x1x1xf32>, %alloc_142 : memref<1x144x4x4xf32>, %70 : memref<48x144x1x1xf32>, %alloc_136 : memref<1x48x4x4xf32>)
    %expand_shape_158 = memref.expand_shape %68 [[0, 1, 2]] output_shape [48, 1, 1] : memref<48xf32> into memref<48x1x1xf32>
    %expand_shape_159 = memref.expand_shape %69 [[0, 1, 2]] output_shape [48, 1, 1] : memref<48xf32> into memref<48x1x1xf32>
    %expand_shape_160 = memref.expand_shape %67 [[0, 1, 2]] output_shape [48, 1, 1] : memref<48xf32> into memref<48x1x1xf32>
    %expand_shape_161 = memref.expand_shape %66 [[0, 1, 2]] output_shape [48, 1, 1] : memref<48xf32> into memref<48x1x1xf32>
    %alloc_162 = memref.alloc() {alignment = 64 : i64} : memref<1x288x4x4xf32>
    gpu.launch_func  @main_kernel_119::@main_kernel blocks in (%c1, %c36, %c4) threads in (%c32, %c8, %c1)  args(%alloc_162 : memref<1x288x4x4xf32>)
    gpu.launch_func  @main_kernel_120::@main_kernel blocks in (%c1, %c36, %c4) threads in (%c32, %c8, %c1)  args(%alloc_136 : memref<1x48x4x4xf32>, %expand_shape_159 : memref<48x1x1xf32>, %expand_shape_158 : memref<48x1x1xf32>, %expand_shape_160 : memref<48x1x1xf32>, %expand_shape_161 : memref<48x1x1xf32>, %alloc_135 : memref<1x48x4x4xf32>, %65 : memref<288x48x1x1xf32>, %alloc_162 : memref<1x288x4x4xf32>)
    %expand_shape_163 = memref.expand_shape %63 [[0, 1, 2]] output_shape [288, 1, 1] : memref<288xf32> into memref<288x1x1xf32>
    %expand_shape_164 = memref.expand_shape %64 [[0, 1, 2]] output_shape [288, 1, 1] : memref<288xf32> into memref<288x1x1xf32>
    %expand_shape_165 = memref.expand_shape %62 [[0, 1, 2]] output_shape [288, 1, 1] : memref<288xf32> into memref<288x1x1xf32>
    %expand_shape_166 = memref.expand_shape %61 [[0, 1, 2]] output_shape [288, 1, 1] : memref<288xf32> into memref<288x1x1xf32>
    gpu.launch_func  @main_kernel_121::@main_kernel blocks in (%c1, %c36, %c4) threads in (%c32, %c8, %c1)  args(%alloc_162 : memref<1x288x4x4xf32>, %expand_shape_164 : memref<288x1x1xf32>, %expand_shape_163 : memref<288x1x1xf32>, %expand_shape_165 : memref<288x1x1xf32>, %expand_shape_166 : memref<288x1x1xf32>)
    %alloc_167 = memref.alloc() {alignment = 64 : i64} : memref<1x288x8x8xf32>
    gpu.launch_func  @main_kernel_122::@main_kernel blocks in (%c1, %c36, %c8) threads in (%c32, %c8, %c1)  args(%alloc_167 : memref<1x288x8x8xf32>)
    %subview_168 = memref.subview %alloc_167[0, 0, 2, 2] [1, 288, 4, 4] [1, 1, 1, 1] : memref<1x288x8x8xf32> to memref<1x288x4x4xf32, strided<[18432, 64, 8, 1], offset: 18>>
    gpu.launch_func  @main_kernel_123::@main_kernel blocks in (%c1, %c36, %c4) threads in (%c32, %c8, %c1)  args(%alloc_162 : memref<1x288x4x4xf32>, %subview_168 : memref<1x288x4x4xf32, strided<[18432, 64, 8, 1], offset: 18>>)
    %alloc_169 = memref.alloc() {alignment = 64 : i64} : memref<1x288x2x2xf32>
    gpu.launch_func  @main_kernel_124::@main_kernel blocks in (%c1, %c36, %c2) threads in (%c32, %c8, %c1)  args(%alloc_169 : memref<1x288x2x2xf32>)
    %collapse_shape_170 = memref.collapse_shape %60 [[0, 1], [2], [3]] : memref<288x1x5x5xf32> into memref<288x5x5xf32>
    gpu.launch_func  @main_kernel_125::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%alloc_167 : memref<1x288x8x8xf32>, %collapse_shape_170 : memref<288x5x5xf32>, %alloc_169 : memref<1x288x2x2xf32>)
    %expand_shape_171 = memref.expand_shape %58 [[0, 1, 2]] output_shape [288, 1, 1] : memref<288xf32> into memref<288x1x1xf32>
    %expand_shape_172 = memref.expand_shape %59 [[0, 1, 2]] output_shape [288, 1, 1] : memref<288xf32> into memref<288x1x1xf32>
    %expand_shape_173 = memref.expand_shape %57 [[0, 1, 2]] output_shape [288, 1, 1] : memref<288xf32> into memref<288x1x1xf32>
    %expand_shape_174 = memref.expand_shape %56 [[0, 1, 2]] output_shape [288, 1, 1] : memref<288xf32> into memref<288x1x1xf32>
    gpu.launch_func  @main_kernel_126::@main_kernel blocks in (%c1, %c36, %c2) threads in (%c32, %c8, %c1)  args(%alloc_169 : memref<1x288x2x2xf32>, %expand_shape_172 : memref<288x1x1xf32>, %expand_shape_171 : memref<288x1x1xf32>, %expand_shape_173 : memref<288x1x1xf32>, %expand_shape_174 : memref<288x1x1xf32>)
    %alloc_175 = memref.alloc() {alignment = 64 : i64} : memref<1x288x1x1xf32>
    gpu.launch_func  @main_kernel_127::@main_kernel blocks in (%c1, %c36, %c1) threads in (%c32, %c8, %c1)  args(%alloc_175 : memref<1x288x1x1xf32>)
    gpu.launch_func  @main_kernel_128::@main_kernel blocks in (%c1, %c36, %c1) threads in (%c32, %c8, %c1)  args(%alloc_169 : memref<1x288x2x2xf32>, %alloc_175 : memref<1x288x1x1xf32>)
    %alloc_176 = memref.alloc() {alignment = 64 : i64} : memref<1x72x1x1xf32>
    gpu.launch_func  @main_kernel_129::@main_kernel blocks in (%c1, %c9, %c1) threads in (%c32, %c8, %c1)  args(%54 : memref<72xf32>, %alloc_176 : memref<1x72x1x1xf32>)
    gpu.launch_func  @main_kernel_130::@main_kernel blocks in (%c1, %c9, %c1) threads in (%c32, %c8, %c1)  args(%alloc_175 : memref<1x288x1x1xf32>, %55 : memref<72x288x1x1xf32>, %alloc_176 : memref<1x72x1x1xf32>)
    gpu.launch_func  @main_kernel_131::@main_kernel blocks in (%c1, %c36, %c1) threads in (%c32, %c8, %c1)  args(%52 : memref<288xf32>, %alloc_175 : memref<1x288x1x1xf32>)
    gpu.launch_func  @main_kernel_132::@main_kernel blocks in (%c1, %c36, %c1) threads in (%c32, %c8, %c1)  args(%alloc_176 : memref<1x72x1x1xf32>, %53 : memref<288x72x1x1xf32>, %alloc_175 : memref<1x288x1x1xf32>)
    %alloc_177 = memref.alloc() {alignment = 64 : i64} : memref<1x96x2x2xf32>
    %alloc_178 = memref.alloc() {alignment = 64 : i64} : memref<1x96x2x2xf32>
    gpu.launch_func  @main_kernel_133::@main_kernel blocks in (%c1, %c12, %c2) threads in (%c32, %c8, %c1)  args(%alloc_178 : memref<1x96x2x2xf32>)
    %alloc_179 = memref.alloc() {alignment = 64 : i64} : memref<1x96x2x2xf32>
    gpu.launch_func  @main_kernel_134::@main_kernel blocks in (%c1, %c12, %c2) threads in (%c32, %c8, %c1)  args(%alloc_178 : memref<1x96x2x2xf32>, %alloc_179 : memref<1x96x2x2xf32>)
    gpu.launch_func  @main_kernel_135::@main_kernel blocks in (%c1, %c12, %c2) threads in (%c32, %c8, %c1)  args(%alloc_175 : memref<1x288x1x1xf32>, %alloc_169 : memref<1x288x2x2xf32>, %51 : memref<96x288x1x1xf32>, %alloc_179 : memref<1x96x2x2xf32>)
    %expand_shape_180 = memref.expand_shape %49 [[0, 1, 2]] output_shape [96, 1, 1] : memref<96xf32> into memref<96x1x1xf32>
    %expand_shape_181 = memref.expand_shape %50 [[0, 1, 2]] output_shape [96, 1, 1] : memref<96xf32> into memref<96x1x1xf32>
    %expand_shape_182 = memref.expand_shape %48 [[0, 1, 2]] output_shape [96, 1, 1] : memref<96xf32> into memref<96x1x1xf32>
    %expand_shape_183 = memref.expand_shape %47 [[0, 1, 2]] output_shape [96, 1, 1] : memref<96xf32> into memref<96x1x1xf32>
    gpu.launch_func  @main_kernel_136::@main_kernel blocks in (%c1, %c12, %c2) threads in (%c32, %c8, %c1)  args(%alloc_179 : memref<1x96x2x2xf32>, %expand_shape_181 : memref<96x1x1xf32>, %expand_shape_180 : memref<96x1x1xf32>, %expand_shape_182 : memref<96x1x1xf32>, %expand_shape_183 : memref<96x1x1xf32>, %alloc_177 : memref<1x96x2x2xf32>)
    %alloc_184 = memref.alloc() {alignment = 64 : i64} : memref<1x576x2x2xf32>
    %alloc_185 = memref.alloc() {alignment = 64 : i64} : memref<1x576x2x2xf32>
    gpu.launch_func  @main_kernel_137::@main_kernel blocks in (%c1, %c72, %c2) threads in (%c32, %c8, %c1)  args(%alloc_185 : memref<1x576x2x2xf32>)
    %alloc_186 = memref.alloc() {alignment = 64 : i64} : memref<1x576x2x2xf32>
    gpu.launch_func  @main_kernel_138::@main_kernel blocks in (%c1, %c72, %c2) threads in (%c32, %c8, %c1)  args(%alloc_185 : memref<1x576x2x2xf32>, %alloc_186 : memref<1x576x2x2xf32>)
    gpu.launch_func  @main_kernel_139::@main_kernel blocks in (%c1, %c72, %c2) threads in (%c32, %c8, %c1)  args(%alloc_177 : memref<1x96x2x2xf32>, %46 : memref<576x96x1x1xf32>, %alloc_186 : memref<1x576x2x2xf32>)
    %expand_shape_187 = memref.expand_shape %44 [[0, 1, 2]] output_shape [576, 1, 1] : memref<576xf32> into memref<576x1x1xf32>
    %expand_shape_188 = memref.expand_shape %45 [[0, 1, 2]] output_shape [576, 1, 1] : memref<576xf32> into memref<576x1x1xf32>
    %expand_shape_189 = memref.expand_shape %43 [[0, 1, 2]] output_shape [576, 1, 1] : memref<576xf32> into memref<576x1x1xf32>
    %expand_shape_190 = memref.expand_shape %42 [[0, 1, 2]] output_shape [576, 1, 1] : memref<576xf32> into memref<576x1x1xf32>
    gpu.launch_func  @main_kernel_140::@main_kernel blocks in (%c1, %c72, %c2) threads in (%c32, %c8, %c1)  args(%alloc_186 : memref<1x576x2x2xf32>, %expand_shape_188 : memref<576x1x1xf32>, %expand_shape_187 : memref<576x1x1xf32>, %expand_shape_189 : memref<576x1x1xf32>, %expand_shape_190 : memref<576x1x1xf32>, %alloc_184 : memref<1x576x2x2xf32>)
    %alloc_191 = memref.alloc() {alignment = 64 : i64} : memref<1x576x6x6xf32>
    gpu.launch_func  @main_kernel_141::@main_kernel blocks in (%c1, %c72, %c6) threads in (%c32, %c8, %c1)  args(%alloc_191 : memref<1x576x6x6xf32>)
    %subview_192 = memref.subview %alloc_191[0, 0, 2, 2] [1, 576, 2, 2] [1, 1, 1, 1] : memref<1x576x6x6xf32> to memref<1x576x2x2xf32, strided<[20736, 36, 6, 1], offset: 14>>
    gpu.launch_func  @main_kernel_142::@main_kernel blocks in (%c1, %c72, %c2) threads in (%c32, %c8, %c1)  args(%alloc_184 : memref<1x576x2x2xf32>, %subview_192 : memref<1x576x2x2xf32, strided<[20736, 36, 6, 1], offset: 14>>)
    %collapse_shape_193 = memref.collapse_shape %41 [[0, 1], [2], [3]] : memref<576x1x5x5xf32> into memref<576x5x5xf32>
    %alloc_194 = memref.alloc() {alignment = 64 : i64} : memref<1x576x2x2xf32>
    gpu.launch_func  @main_kernel_143::@main_kernel blocks in (%c1, %c72, %c2) threads in (%c32, %c8, %c1)  args(%alloc_185 : memref<1x576x2x2xf32>, %alloc_194 : memref<1x576x2x2xf32>)
    gpu.launch_func  @main_kernel_144::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%alloc_191 : memref<1x576x6x6xf32>, %collapse_shape_193 : memref<576x5x5xf32>, %alloc_194 : memref<1x576x2x2xf32>)
    %expand_shape_195 = memref.expand_shape %39 [[0, 1, 2]] output_shape [576, 1, 1] : memref<576xf32> into memref<576x1x1xf32>
    %expand_shape_196 = memref.expand_shape %40 [[0, 1, 2]] output_shape [576, 1, 1] : memref<576xf32> into memref<576x1x1xf32>
    %expand_shape_197 = memref.expand_shape %38 [[0, 1, 2]] output_shape [576, 1, 1] : memref<576xf32> into memref<576x1x1xf32>
    %expand_shape_198 = memref.expand_shape %37 [[0, 1, 2]] output_shape [576, 1, 1] : memref<576xf32> into memref<576x1x1xf32>
    gpu.launch_func  @main_kernel_145::@main_kernel blocks in (%c1, %c72, %c2) threads in (%c32, %c8, %c1)  args(%alloc_194 : memref<1x576x2x2xf32>, %expand_shape_196 : memref<576x1x1xf32>, %expand_shape_195 : memref<576x1x1xf32>, %expand_shape_197 : memref<576x1x1xf32>, %expand_shape_198 : memref<576x1x1xf32>, %alloc_184 : memref<1x576x2x2xf32>)
    %alloc_199 = memref.alloc() {alignment = 64 : i64} : memref<1x576x1x1xf32>
    %alloc_200 = memref.alloc() {alignment = 64 : i64} : memref<1x576x1x1xf32>
    gpu.launch_func  @main_kernel_146::@main_kernel blocks in (%c1, %c72, %c1) threads in (%c32, %c8, %c1)  args(%alloc_200 : memref<1x576x1x1xf32>)
    %alloc_201 = memref.alloc() {alignment = 64 : i64} : memref<1x576x1x1xf32>
    gpu.launch_func  @main_kernel_147::@main_kernel blocks in (%c1, %c72, %c1) threads in (%c32, %c8, %c1)  args(%alloc_200 : memref<1x576x1x1xf32>, %alloc_201 : memref<1x576x1x1xf32>)
    gpu.launch_func  @main_kernel_148::@main_kernel blocks in (%c1, %c72, %c1) threads in (%c32, %c8, %c1)  args(%alloc_184 : memref<1x576x2x2xf32>, %alloc_201 : memref<1x576x1x1xf32>)
    gpu.launch_func  @main_kernel_149::@main_kernel blocks in (%c1, %c18, %c1) threads in (%c32, %c8, %c1)  args(%35 : memref<144xf32>, %alloc_156 : memref<1x144x1x1xf32>)
    gpu.launch_func  @main_kernel_150::@main_kernel blocks in (%c1, %c18, %c1) threads in (%c32, %c8, %c1)  args(%alloc_201 : memref<1x576x1x1xf32>, %36 : memref<144x576x1x1xf32>, %alloc_156 : memref<1x144x1x1xf32>)
    gpu.launch_func  @main_kernel_151::@main_kernel blocks in (%c1, %c72, %c1) threads in (%c32, %c8, %c1)  args(%33 : memref<576xf32>, %alloc_199 : memref<1x576x1x1xf32>)
    gpu.launch_func  @main_kernel_152::@main_kernel blocks in (%c1, %c72, %c1) threads in (%c32, %c8, %c1)  args(%alloc_156 : memref<1x144x1x1xf32>, %34 : memref<576x144x1x1xf32>, %alloc_199 : memref<1x576x1x1xf32>)
    %alloc_202 = memref.alloc() {alignment = 64 : i64} : memref<1x96x2x2xf32>
    gpu.launch_func  @main_kernel_153::@main_kernel blocks in (%c1, %c12, %c2) threads in (%c32, %c8, %c1)  args(%alloc_178 : memref<1x96x2x2xf32>, %alloc_202 : memref<1x96x2x2xf32>)
    gpu.launch_func  @main_kernel_154::@main_kernel blocks in (%c1, %c12, %c2) threads in (%c32, %c8, %c1)  args(%alloc_199 : memref<1x576x1x1xf32>, %alloc_184 : memref<1x576x2x2xf32>, %32 : memref<96x576x1x1xf32>, %alloc_202 : memref<1x96x2x2xf32>)
    %expand_shape_203 = memref.expand_shape %30 [[0, 1, 2]] output_shape [96, 1, 1] : memref<96xf32> into memref<96x1x1xf32>
    %expand_shape_204 = memref.expand_shape %31 [[0, 1, 2]] output_shape [96, 1, 1] : memref<96xf32> into memref<96x1x1xf32>
    %expand_shape_205 = memref.expand_shape %29 [[0, 1, 2]] output_shape [96, 1, 1] : memref<96xf32> into memref<96x1x1xf32>
    %expand_shape_206 = memref.expand_shape %28 [[0, 1, 2]] output_shape [96, 1, 1] : memref<96xf32> into memref<96x1x1xf32>
    gpu.launch_func  @main_kernel_155::@main_kernel blocks in (%c1, %c12, %c2) threads in (%c32, %c8, %c1)  args(%alloc_202 : memref<1x96x2x2xf32>, %expand_shape_204 : memref<96x1x1xf32>, %expand_shape_203 : memref<96x1x1xf32>, %expand_shape_205 : memref<96x1x1xf32>, %expand_shape_206 : memref<96x1x1xf32>, %alloc_177 : memref<1x96x2x2xf32>)
    %alloc_207 = memref.alloc() {alignment = 64 : i64} : memref<1x576x2x2xf32>
    gpu.launch_func  @main_kernel_156::@main_kernel blocks in (%c1, %c72, %c2) threads in (%c32, %c8, %c1)  args(%alloc_185 : memref<1x576x2x2xf32>, %alloc_207 : memref<1x576x2x2xf32>)
    gpu.launch_func  @main_kernel_157::@main_kernel blocks in (%c1, %c72, %c2) threads in (%c32, %c8, %c1)  args(%alloc_177 : memref<1x96x2x2xf32>, %27 : memref<576x96x1x1xf32>, %alloc_207 : memref<1x576x2x2xf32>)
    %expand_shape_208 = memref.expand_shape %25 [[0, 1, 2]] output_shape [576, 1, 1] : memref<576xf32> into memref<576x1x1xf32>
    %expand_shape_209 = memref.expand_shape %26 [[0, 1, 2]] output_shape [576, 1, 1] : memref<576xf32> into memref<576x1x1xf32>
    %expand_shape_210 = memref.expand_shape %24 [[0, 1, 2]] output_shape [576, 1, 1] : memref<576xf32> into memref<576x1x1xf32>
    %expand_shape_211 = memref.expand_shape %23 [[0, 1, 2]] output_shape [576, 1, 1] : memref<576xf32> into memref<576x1x1xf32>
    gpu.launch_func  @main_kernel_158::@main_kernel blocks in (%c1, %c72, %c2) threads in (%c32, %c8, %c1)  args(%alloc_207 : memref<1x576x2x2xf32>, %expand_shape_209 : memref<576x1x1xf32>, %expand_shape_208 : memref<576x1x1xf32>, %expand_shape_210 : memref<576x1x1xf32>, %expand_shape_211 : memref<576x1x1xf32>, %alloc_184 : memref<1x576x2x2xf32>)
    %alloc_212 = memref.alloc() {alignment = 64 : i64} : memref<1x576x6x6xf32>
    gpu.launch_func  @main_kernel_159::@main_kernel blocks in (%c1, %c72, %c6) threads in (%c32, %c8, %c1)  args(%alloc_212 : memref<1x576x6x6xf32>)
    %subview_213 = memref.subview %alloc_212[0, 0, 2, 2] [1, 576, 2, 2] [1, 1, 1, 1] : memref<1x576x6x6xf32> to memref<1x576x2x2xf32, strided<[20736, 36, 6, 1], offset: 14>>
    gpu.launch_func  @main_kernel_160::@main_kernel blocks in (%c1, %c72, %c2) threads in (%c32, %c8, %c1)  args(%alloc_184 : memref<1x576x2x2xf32>, %subview_213 : memref<1x576x2x2xf32, strided<[20736, 36, 6, 1], offset: 14>>)
    %collapse_shape_214 = memref.collapse_shape %22 [[0, 1], [2], [3]] : memref<576x1x5x5xf32> into memref<576x5x5xf32>
    %alloc_215 = memref.alloc() {alignment = 64 : i64} : memref<1x576x2x2xf32>
    gpu.launch_func  @main_kernel_161::@main_kernel blocks in (%c1, %c72, %c2) threads in (%c32, %c8, %c1)  args(%alloc_185 : memref<1x576x2x2xf32>, %alloc_215 : memref<1x576x2x2xf32>)
    gpu.launch_func  @main_kernel_162::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%alloc_212 : memref<1x576x6x6xf32>, %collapse_shape_214 : memref<576x5x5xf32>, %alloc_215 : memref<1x576x2x2xf32>)
    %expand_shape_216 = memref.expand_shape %20 [[0, 1, 2]] output_shape [576, 1, 1] : memref<576xf32> into memref<576x1x1xf32>
    %expand_shape_217 = memref.expand_shape %21 [[0, 1, 2]] output_shape [576, 1, 1] : memref<576xf32> into memref<576x1x1xf32>
    %expand_shape_218 = memref.expand_shape %19 [[0, 1, 2]] output_shape [576, 1, 1] : memref<576xf32> into memref<576x1x1xf32>
    %expand_shape_219 = memref.expand_shape %18 [[0, 1, 2]] output_shape [576, 1, 1] : memref<576xf32> into memref<576x1x1xf32>
    gpu.launch_func  @main_kernel_163::@main_kernel blocks in (%c1, %c72, %c2) threads in (%c32, %c8, %c1)  args(%alloc_215 : memref<1x576x2x2xf32>, %expand_shape_217 : memref<576x1x1xf32>, %expand_shape_216 : memref<576x1x1xf32>, %expand_shape_218 : memref<576x1x1xf32>, %expand_shape_219 : memref<576x1x1xf32>, %alloc_184 : memref<1x576x2x2xf32>)
    %alloc_220 = memref.alloc() {alignment = 64 : i64} : memref<1x576x1x1xf32>
    gpu.launch_func  @main_kernel_164::@main_kernel blocks in (%c1, %c72, %c1) threads in (%c32, %c8, %c1)  args(%alloc_200 : memref<1x576x1x1xf32>, %alloc_220 : memref<1x576x1x1xf32>)
    gpu.launch_func  @main_kernel_165::@main_kernel blocks in (%c1, %c72, %c1) threads in (%c32, %c8, %c1)  args(%alloc_184 : memref<1x576x2x2xf32>, %alloc_220 : memref<1x576x1x1xf32>)
    gpu.launch_func  @main_kernel_166::@main_kernel blocks in (%c1, %c18, %c1) threads in (%c32, %c8, %c1)  args(%16 : memref<144xf32>, %alloc_156 : memref<1x144x1x1xf32>)
    gpu.launch_func  @main_kernel_167::@main_kernel blocks in (%c1, %c18, %c1) threads in (%c32, %c8, %c1)  args(%alloc_220 : memref<1x576x1x1xf32>, %17 : memref<144x576x1x1xf32>, %alloc_156 : memref<1x144x1x1xf32>)
    gpu.launch_func  @main_kernel_168::@main_kernel blocks in (%c1, %c72, %c1) threads in (%c32, %c8, %c1)  args(%14 : memref<576xf32>, %alloc_199 : memref<1x576x1x1xf32>)
    gpu.launch_func  @main_kernel_169::@main_kernel blocks in (%c1, %c72, %c1) threads in (%c32, %c8, %c1)  args(%alloc_156 : memref<1x144x1x1xf32>, %15 : memref<576x144x1x1xf32>, %alloc_199 : memref<1x576x1x1xf32>)
    gpu.launch_func  @main_kernel_170::@main_kernel blocks in (%c1, %c12, %c2) threads in (%c32, %c8, %c1)  args(%alloc_199 : memref<1x576x1x1xf32>, %alloc_184 : memref<1x576x2x2xf32>, %13 : memref<96x576x1x1xf32>, %alloc_178 : memref<1x96x2x2xf32>)
    %expand_shape_221 = memref.expand_shape %11 [[0, 1, 2]] output_shape [96, 1, 1] : memref<96xf32> into memref<96x1x1xf32>
    %expand_shape_222 = memref.expand_shape %12 [[0, 1, 2]] output_shape [96, 1, 1] : memref<96xf32> into memref<96x1x1xf32>
    %expand_shape_223 = memref.expand_shape %10 [[0, 1, 2]] output_shape [96, 1, 1] : memref<96xf32> into memref<96x1x1xf32>
    %expand_shape_224 = memref.expand_shape %9 [[0, 1, 2]] output_shape [96, 1, 1] : memref<96xf32> into memref<96x1x1xf32>
    gpu.launch_func  @main_kernel_171::@main_kernel blocks in (%c1, %c72, %c2) threads in (%c32, %c8, %c1)  args(%alloc_178 : memref<1x96x2x2xf32>, %expand_shape_222 : memref<96x1x1xf32>, %expand_shape_221 : memref<96x1x1xf32>, %expand_shape_223 : memref<96x1x1xf32>, %expand_shape_224 : memref<96x1x1xf32>, %alloc_177 : memref<1x96x2x2xf32>, %8 : memref<576x96x1x1xf32>, %alloc_185 : memref<1x576x2x2xf32>)
    %expand_shape_225 = memref.expand_shape %6 [[0, 1, 2]] output_shape [576, 1, 1] : memref<576xf32> into memref<576x1x1xf32>
    %expand_shape_226 = memref.expand_shape %7 [[0, 1, 2]] output_shape [576, 1, 1] : memref<576xf32> into memref<576x1x1xf32>
    %expand_shape_227 = memref.expand_shape %5 [[0, 1, 2]] output_shape [576, 1, 1] : memref<576xf32> into memref<576x1x1xf32>
    %expand_shape_228 = memref.expand_shape %4 [[0, 1, 2]] output_shape [576, 1, 1] : memref<576xf32> into memref<576x1x1xf32>
    gpu.launch_func  @main_kernel_172::@main_kernel blocks in (%c1, %c72, %c1) threads in (%c32, %c8, %c1)  args(%alloc_185 : memref<1x576x2x2xf32>, %expand_shape_226 : memref<576x1x1xf32>, %expand_shape_225 : memref<576x1x1xf32>, %expand_shape_227 : memref<576x1x1xf32>, %expand_shape_228 : memref<576x1x1xf32>, %alloc_200 : memref<1x576x1x1xf32>)
    %alloc_229 = memref.alloc() {alignment = 64 : i64} : memref<1x1024xf32>
    gpu.launch_func  @main_kernel_173::@main_kernel blocks in (%c1, %c128, %c1) threads in (%c32, %c8, %c1)  args(%alloc_229 : memref<1x1024xf32>)
    %expand_shape_230 = memref.expand_shape %3 [[0], [1, 2, 3]] output_shape [1024, 576, 1, 1] : memref<1024x576xf32> into memref<1024x576x1x1xf32>
    gpu.launch_func  @main_kernel_174::@main_kernel blocks in (%c1, %c128, %c1) threads in (%c32, %c8, %c1)  args(%alloc_200 : memref<1x576x1x1xf32>, %expand_shape_230 : memref<1024x576x1x1xf32>, %alloc_229 : memref<1x1024xf32>)
    %alloc_231 = memref.alloc() {alignment = 64 : i64} : memref<1x1000xf32>
    gpu.launch_func  @main_kernel_175::@main_kernel blocks in (%c1, %c125, %c1) threads in (%c32, %c8, %c1)  args(%alloc_231 : memref<1x1000xf32>)
    gpu.launch_func  @main_kernel_176::@main_kernel blocks in (%c1, %c125, %c1) threads in (%c32, %c8, %c1)  args(%alloc_229 : memref<1x1024xf32>, %2 : memref<1024xf32>, %1 : memref<1000x1024xf32>, %alloc_231 : memref<1x1000xf32>)
    gpu.launch_func  @main_kernel_177::@main_kernel blocks in (%c1, %c125, %c1) threads in (%c32, %c8, %c1)  args(%alloc_231 : memref<1x1000xf32>, %0 : memref<1000xf32>)
    memref.dealloc %alloc : memref<1x3x66x66xf32>
    memref.dealloc %alloc_0 : memref<1x16x32x32xf32>
    memref.dealloc %alloc_4 : memref<1x16x34x34xf32>
    memref.dealloc %alloc_6 : memref<1x16x16x16xf32>
    memref.dealloc %alloc_7 : memref<1x16x16x16xf32>
    memref.dealloc %alloc_8 : memref<1x16x16x16xf32>
    memref.dealloc %alloc_13 : memref<1x16x1x1xf32>
    memref.dealloc %alloc_14 : memref<1x8x1x1xf32>
    memref.dealloc %alloc_19 : memref<1x72x16x16xf32>
    memref.dealloc %alloc_24 : memref<1x72x18x18xf32>
    memref.dealloc %alloc_26 : memref<1x72x8x8xf32>
    memref.dealloc %alloc_32 : memref<1x24x8x8xf32>
    memref.dealloc %alloc_33 : memref<1x24x8x8xf32>
    memref.dealloc %alloc_34 : memref<1x24x8x8xf32>
    memref.dealloc %alloc_39 : memref<1x88x8x8xf32>
    memref.dealloc %alloc_40 : memref<1x88x8x8xf32>
    memref.dealloc %alloc_41 : memref<1x88x8x8xf32>
    memref.dealloc %alloc_46 : memref<1x88x10x10xf32>
    memref.dealloc %alloc_57 : memref<1x96x8x8xf32>
    memref.dealloc %alloc_62 : memref<1x96x12x12xf32>
    memref.dealloc %alloc_64 : memref<1x96x4x4xf32>
    memref.dealloc %alloc_70 : memref<1x96x1x1xf32>
    memref.dealloc %alloc_71 : memref<1x24x1x1xf32>
    memref.dealloc %alloc_72 : memref<1x40x4x4xf32>
    memref.dealloc %alloc_73 : memref<1x40x4x4xf32>
    memref.dealloc %alloc_74 : memref<1x40x4x4xf32>
    memref.dealloc %alloc_79 : memref<1x240x4x4xf32>
    memref.dealloc %alloc_80 : memref<1x240x4x4xf32>
    memref.dealloc %alloc_81 : memref<1x240x4x4xf32>
    memref.dealloc %alloc_86 : memref<1x240x8x8xf32>
    memref.dealloc %alloc_89 : memref<1x240x4x4xf32>
    memref.dealloc %alloc_94 : memref<1x240x1x1xf32>
    memref.dealloc %alloc_95 : memref<1x240x1x1xf32>
    memref.dealloc %alloc_96 : memref<1x240x1x1xf32>
    memref.dealloc %alloc_97 : memref<1x64x1x1xf32>
    memref.dealloc %alloc_98 : memref<1x40x4x4xf32>
    memref.dealloc %alloc_103 : memref<1x240x4x4xf32>
    memref.dealloc %alloc_108 : memref<1x240x8x8xf32>
    memref.dealloc %alloc_119 : memref<1x120x4x4xf32>
    memref.dealloc %alloc_120 : memref<1x120x4x4xf32>
    memref.dealloc %alloc_121 : memref<1x120x4x4xf32>
    memref.dealloc %alloc_126 : memref<1x120x8x8xf32>
    memref.dealloc %alloc_133 : memref<1x120x1x1xf32>
    memref.dealloc %alloc_134 : memref<1x32x1x1xf32>
    memref.dealloc %alloc_135 : memref<1x48x4x4xf32>
    memref.dealloc %alloc_136 : memref<1x48x4x4xf32>
    memref.dealloc %alloc_137 : memref<1x48x4x4xf32>
    memref.dealloc %alloc_142 : memref<1x144x4x4xf32>
    memref.dealloc %alloc_143 : memref<1x144x4x4xf32>
    memref.dealloc %alloc_144 : memref<1x144x4x4xf32>
    memref.dealloc %alloc_149 : memref<1x144x8x8xf32>
    memref.dealloc %alloc_156 : memref<1x144x1x1xf32>
    memref.dealloc %alloc_157 : memref<1x40x1x1xf32>
    memref.dealloc %alloc_162 : memref<1x288x4x4xf32>
    memref.dealloc %alloc_167 : memref<1x288x8x8xf32>
    memref.dealloc %alloc_169 : memref<1x288x2x2xf32>
    memref.dealloc %alloc_175 : memref<1x288x1x1xf32>
    memref.dealloc %alloc_176 : memref<1x72x1x1xf32>
    memref.dealloc %alloc_177 : memref<1x96x2x2xf32>
    memref.dealloc %alloc_178 : memref<1x96x2x2xf32>
    memref.dealloc %alloc_179 : memref<1x96x2x2xf32>
    memref.dealloc %alloc_184 : memref<1x576x2x2xf32>
    memref.dealloc %alloc_185 : memref<1x576x2x2xf32>
    memref.dealloc %alloc_186 : memref<1x576x2x2xf32>
    memref.dealloc %alloc_191 : memref<1x576x6x6xf32>
    memref.dealloc %alloc_194 : memref<1x576x2x2xf32>
    memref.dealloc %alloc_199 : memref<1x576x1x1xf32>
    memref.dealloc %alloc_200 : memref<1x576x1x1xf32>
    memref.dealloc %alloc_201 : memref<1x576x1x1xf32>
    memref.dealloc %alloc_202 : memref<1x96x2x2xf32>
    memref.dealloc %alloc_207 : memref<1x576x2x2xf32>
    memref.dealloc %alloc_212 : memref<1x576x6x6xf32>
    memref.dealloc %alloc_215 : memref<1x576x2x2xf32>
    memref.dealloc %alloc_220 : memref<1x576x1x1xf32>
    memref.dealloc %alloc_229 : memref<1x1024xf32>
    return %alloc_231 : memref<1x1000xf32>
  }
  gpu.module @main_kernel {
    gpu.func @main_kernel(%arg0: memref<1x3x66x66xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 66>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c66 = arith.constant 66 : index
      %c3 = arith.constant 3 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg1 = %c0 to %c66 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c3 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c66 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg1, %c66 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          memref.store %cst, %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg1] : memref<1x3x66x66xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_0 {
    gpu.func @main_kernel(%arg0: memref<1x3x64x64xf32>, %arg1: memref<1x3x64x64xf32, strided<[13068, 4356, 66, 1], offset: 67>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 64>} {
      %c0 = arith.constant 0 : index
      %c64 = arith.constant 64 : index
      %c3 = arith.constant 3 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c64 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c3 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c64 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x3x64x64xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x3x64x64xf32, strided<[13068, 4356, 66, 1], offset: 67>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_1 {
    gpu.func @main_kernel(%arg0: memref<1x16x32x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 2, 32>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c32 = arith.constant 32 : index
      %c16 = arith.constant 16 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c32 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c16 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c32 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c32 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x16x32x32xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_2 {
    gpu.func @main_kernel(%arg0: memref<1x3x66x66xf32>, %arg1: memref<16x3x3x3xf32>, %arg2: memref<1x16x32x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 2, 32>} {
      %c3 = arith.constant 3 : index
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c32 = arith.constant 32 : index
      %c16 = arith.constant 16 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c32 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c16 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c32 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c32 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c3 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                %9 = arith.muli %block_id_z, %c2 overflow<nsw> : index
                %10 = arith.addi %9, %arg5 : index
                %11 = arith.muli %arg3, %c2 overflow<nsw> : index
                %12 = arith.addi %11, %arg6 : index
                %13 = memref.load %arg0[%thread_id_x, %arg4, %10, %12] : memref<1x3x66x66xf32>
                %14 = memref.load %arg1[%1, %arg4, %arg5, %arg6] : memref<16x3x3x3xf32>
                %15 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x16x32x32xf32>
                %16 = arith.mulf %13, %14 : f32
                %17 = arith.addf %15, %16 : f32
                memref.store %17, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x16x32x32xf32>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_3 {
    gpu.func @main_kernel(%arg0: memref<1x16x32x32xf32>, %arg1: memref<16x1x1xf32>, %arg2: memref<16x1x1xf32>, %arg3: memref<16x1x1xf32>, %arg4: memref<16x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 2, 32>} {
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %cst_3 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %c16 = arith.constant 16 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg5 = %c0 to %c32 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c16 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c32 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg5, %c32 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg5] : memref<1x16x32x32xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<16x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<16x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<16x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<16x1x1xf32>
          %14 = arith.truncf %cst_3 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_2, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.addf %21, %cst_1 : f32
          %23 = arith.cmpf ult, %22, %cst_0 : f32
          %24 = arith.select %23, %cst_0, %22 : f32
          %25 = arith.cmpf ugt, %24, %cst : f32
          %26 = arith.select %25, %cst, %24 : f32
          %27 = arith.mulf %21, %26 : f32
          %28 = arith.divf %27, %cst : f32
          memref.store %28, %arg0[%thread_id_x, %1, %block_id_z, %arg5] : memref<1x16x32x32xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_4 {
    gpu.func @main_kernel(%arg0: memref<1x16x34x34xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 2, 34>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c34 = arith.constant 34 : index
      %c16 = arith.constant 16 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c34 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c16 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c34 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c34 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x16x34x34xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_5 {
    gpu.func @main_kernel(%arg0: memref<1x16x32x32xf32>, %arg1: memref<1x16x32x32xf32, strided<[18496, 1156, 34, 1], offset: 35>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 2, 32>} {
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %c16 = arith.constant 16 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c16 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c32 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c32 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x16x32x32xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x16x32x32xf32, strided<[18496, 1156, 34, 1], offset: 35>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_6 {
    gpu.func @main_kernel(%arg0: memref<1x16x16x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 2, 16>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c16 = arith.constant 16 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c16 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x16x16x16xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_7 {
    gpu.func @main_kernel(%arg0: memref<1x16x16x16xf32>, %arg1: memref<1x16x16x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 2, 16>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c16 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x16x16x16xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x16x16x16xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_8 {
    gpu.func @main_kernel(%arg0: memref<1x16x34x34xf32>, %arg1: memref<16x3x3xf32>, %arg2: memref<1x16x16x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 2, 16>} {
      %c3 = arith.constant 3 : index
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c16 = arith.constant 16 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c16 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c3 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              %9 = arith.muli %1, %c2 overflow<nsw> : index
              %10 = arith.addi %9, %arg4 : index
              %11 = arith.muli %block_id_z, %c2 overflow<nsw> : index
              %12 = arith.addi %11, %arg5 : index
              %13 = memref.load %arg0[%thread_id_x, %arg3, %10, %12] : memref<1x16x34x34xf32>
              %14 = memref.load %arg1[%arg3, %arg4, %arg5] : memref<16x3x3xf32>
              %15 = memref.load %arg2[%thread_id_x, %arg3, %1, %block_id_z] : memref<1x16x16x16xf32>
              %16 = arith.mulf %13, %14 : f32
              %17 = arith.addf %15, %16 : f32
              memref.store %17, %arg2[%thread_id_x, %arg3, %1, %block_id_z] : memref<1x16x16x16xf32>
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_9 {
    gpu.func @main_kernel(%arg0: memref<1x16x16x16xf32>, %arg1: memref<16x1x1xf32>, %arg2: memref<16x1x1xf32>, %arg3: memref<16x1x1xf32>, %arg4: memref<16x1x1xf32>, %arg5: memref<1x16x16x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 2, 16>} {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c16 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x16x16x16xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<16x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<16x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<16x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<16x1x1xf32>
          %14 = arith.truncf %cst_1 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_0, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.cmpf ugt, %21, %cst : f32
          %23 = arith.select %22, %21, %cst : f32
          memref.store %23, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x16x16x16xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_10 {
    gpu.func @main_kernel(%arg0: memref<1x16x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 2, 1>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c16 = arith.constant 16 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c16 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %1, %c0, %c0] : memref<1x16x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_11 {
    gpu.func @main_kernel(%arg0: memref<1x16x16x16xf32>, %arg1: memref<1x16x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 2, 1>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c16 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg2 = %c0 to %c16 step %c1 {
          scf.for %arg3 = %c0 to %c16 step %c1 {
            %5 = memref.load %arg0[%thread_id_x, %1, %arg2, %arg3] : memref<1x16x16x16xf32>
            %6 = memref.load %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x16x1x1xf32>
            %7 = arith.addf %5, %6 : f32
            memref.store %7, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x16x1x1xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_12 {
    gpu.func @main_kernel(%arg0: memref<8xf32>, %arg1: memref<1x8x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      scf.if %2 {
        %3 = memref.load %arg0[%thread_id_y] : memref<8xf32>
        memref.store %3, %arg1[%thread_id_x, %thread_id_y, %c0, %c0] : memref<1x8x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_13 {
    gpu.func @main_kernel(%arg0: memref<1x16x1x1xf32>, %arg1: memref<8x16x1x1xf32>, %arg2: memref<1x8x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c16 = arith.constant 16 : index
      %cst = arith.constant 2.560000e+02 : f32
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      scf.if %2 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          %3 = memref.load %arg0[%thread_id_x, %arg3, %c0, %c0] : memref<1x16x1x1xf32>
          %4 = memref.load %arg1[%thread_id_y, %arg3, %c0, %c0] : memref<8x16x1x1xf32>
          %5 = memref.load %arg2[%thread_id_x, %thread_id_y, %c0, %c0] : memref<1x8x1x1xf32>
          %6 = arith.divf %3, %cst : f32
          %7 = arith.mulf %6, %4 : f32
          %8 = arith.addf %5, %7 : f32
          memref.store %8, %arg2[%thread_id_x, %thread_id_y, %c0, %c0] : memref<1x8x1x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_14 {
    gpu.func @main_kernel(%arg0: memref<16xf32>, %arg1: memref<1x16x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 2, 1>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c16 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%1] : memref<16xf32>
        memref.store %5, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x16x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_15 {
    gpu.func @main_kernel(%arg0: memref<1x8x1x1xf32>, %arg1: memref<16x8x1x1xf32>, %arg2: memref<1x16x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 2, 1>} {
      %cst = arith.constant 0.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c16 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %arg3, %c0, %c0] : memref<1x8x1x1xf32>
          %6 = memref.load %arg1[%1, %arg3, %c0, %c0] : memref<16x8x1x1xf32>
          %7 = memref.load %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x16x1x1xf32>
          %8 = arith.cmpf ugt, %5, %cst : f32
          %9 = arith.select %8, %5, %cst : f32
          %10 = arith.mulf %9, %6 : f32
          %11 = arith.addf %7, %10 : f32
          memref.store %11, %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x16x1x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_16 {
    gpu.func @main_kernel(%arg0: memref<1x16x1x1xf32>, %arg1: memref<1x16x16x16xf32>, %arg2: memref<16x16x1x1xf32>, %arg3: memref<1x16x16x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 2, 16>} {
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg4 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c16 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg4, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg5 = %c0 to %c16 step %c1 {
            %9 = memref.load %arg0[%thread_id_x, %arg5, %c0, %c0] : memref<1x16x1x1xf32>
            %10 = memref.load %arg1[%thread_id_x, %arg5, %block_id_z, %arg4] : memref<1x16x16x16xf32>
            %11 = memref.load %arg2[%1, %arg5, %c0, %c0] : memref<16x16x1x1xf32>
            %12 = memref.load %arg3[%thread_id_x, %1, %block_id_z, %arg4] : memref<1x16x16x16xf32>
            %13 = arith.addf %9, %cst_1 : f32
            %14 = arith.cmpf ult, %13, %cst_0 : f32
            %15 = arith.select %14, %cst_0, %13 : f32
            %16 = arith.cmpf ugt, %15, %cst : f32
            %17 = arith.select %16, %cst, %15 : f32
            %18 = arith.divf %17, %cst : f32
            %19 = arith.mulf %18, %10 : f32
            %20 = arith.mulf %19, %11 : f32
            %21 = arith.addf %12, %20 : f32
            memref.store %21, %arg3[%thread_id_x, %1, %block_id_z, %arg4] : memref<1x16x16x16xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_17 {
    gpu.func @main_kernel(%arg0: memref<1x72x16x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 9, 16>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c16 = arith.constant 16 : index
      %c72 = arith.constant 72 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c72 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x72x16x16xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_18 {
    gpu.func @main_kernel(%arg0: memref<1x16x16x16xf32>, %arg1: memref<16x1x1xf32>, %arg2: memref<16x1x1xf32>, %arg3: memref<16x1x1xf32>, %arg4: memref<16x1x1xf32>, %arg5: memref<72x16x1x1xf32>, %arg6: memref<1x72x16x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 9, 16>} {
      %cst = arith.constant 1.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c72 = arith.constant 72 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg7 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c72 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg7, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg8 = %c0 to %c16 step %c1 {
            %9 = memref.load %arg0[%thread_id_x, %arg8, %block_id_z, %arg7] : memref<1x16x16x16xf32>
            %10 = memref.load %arg1[%arg8, %c0, %c0] : memref<16x1x1xf32>
            %11 = memref.load %arg2[%arg8, %c0, %c0] : memref<16x1x1xf32>
            %12 = memref.load %arg3[%arg8, %c0, %c0] : memref<16x1x1xf32>
            %13 = memref.load %arg4[%arg8, %c0, %c0] : memref<16x1x1xf32>
            %14 = memref.load %arg5[%1, %arg8, %c0, %c0] : memref<72x16x1x1xf32>
            %15 = memref.load %arg6[%thread_id_x, %1, %block_id_z, %arg7] : memref<1x72x16x16xf32>
            %16 = arith.truncf %cst_0 : f64 to f32
            %17 = arith.addf %11, %16 : f32
            %18 = math.sqrt %17 : f32
            %19 = arith.divf %cst, %18 : f32
            %20 = arith.subf %9, %10 : f32
            %21 = arith.mulf %20, %19 : f32
            %22 = arith.mulf %21, %12 : f32
            %23 = arith.addf %22, %13 : f32
            %24 = arith.mulf %23, %14 : f32
            %25 = arith.addf %15, %24 : f32
            memref.store %25, %arg6[%thread_id_x, %1, %block_id_z, %arg7] : memref<1x72x16x16xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_19 {
    gpu.func @main_kernel(%arg0: memref<1x72x16x16xf32>, %arg1: memref<72x1x1xf32>, %arg2: memref<72x1x1xf32>, %arg3: memref<72x1x1xf32>, %arg4: memref<72x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 9, 16>} {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c72 = arith.constant 72 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg5 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c72 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg5, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg5] : memref<1x72x16x16xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<72x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<72x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<72x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<72x1x1xf32>
          %14 = arith.truncf %cst_1 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_0, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.cmpf ugt, %21, %cst : f32
          %23 = arith.select %22, %21, %cst : f32
          memref.store %23, %arg0[%thread_id_x, %1, %block_id_z, %arg5] : memref<1x72x16x16xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_20 {
    gpu.func @main_kernel(%arg0: memref<1x72x18x18xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 9, 18>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c18 = arith.constant 18 : index
      %c72 = arith.constant 72 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c18 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c72 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c18 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c18 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x72x18x18xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_21 {
    gpu.func @main_kernel(%arg0: memref<1x72x16x16xf32>, %arg1: memref<1x72x16x16xf32, strided<[23328, 324, 18, 1], offset: 19>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 9, 16>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c72 = arith.constant 72 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c72 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x72x16x16xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x72x16x16xf32, strided<[23328, 324, 18, 1], offset: 19>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_22 {
    gpu.func @main_kernel(%arg0: memref<1x72x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 9, 8>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c72 = arith.constant 72 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c72 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x72x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_23 {
    gpu.func @main_kernel(%arg0: memref<1x72x18x18xf32>, %arg1: memref<72x3x3xf32>, %arg2: memref<1x72x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c3 = arith.constant 3 : index
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c72 = arith.constant 72 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c72 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c72 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg4 = %c0 to %c3 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              %7 = arith.muli %thread_id_y, %c2 overflow<nsw> : index
              %8 = arith.addi %7, %arg4 : index
              %9 = arith.muli %block_id_z, %c2 overflow<nsw> : index
              %10 = arith.addi %9, %arg5 : index
              %11 = memref.load %arg0[%thread_id_x, %arg3, %8, %10] : memref<1x72x18x18xf32>
              %12 = memref.load %arg1[%arg3, %arg4, %arg5] : memref<72x3x3xf32>
              %13 = memref.load %arg2[%thread_id_x, %arg3, %thread_id_y, %block_id_z] : memref<1x72x8x8xf32>
              %14 = arith.mulf %11, %12 : f32
              %15 = arith.addf %13, %14 : f32
              memref.store %15, %arg2[%thread_id_x, %arg3, %thread_id_y, %block_id_z] : memref<1x72x8x8xf32>
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_24 {
    gpu.func @main_kernel(%arg0: memref<1x24x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 3, 8>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c24 = arith.constant 24 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c24 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x24x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_25 {
    gpu.func @main_kernel(%arg0: memref<1x24x8x8xf32>, %arg1: memref<1x24x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 3, 8>} {
      %c0 = arith.constant 0 : index
      %c24 = arith.constant 24 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c24 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x24x8x8xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x24x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_26 {
    gpu.func @main_kernel(%arg0: memref<1x72x8x8xf32>, %arg1: memref<72x1x1xf32>, %arg2: memref<72x1x1xf32>, %arg3: memref<72x1x1xf32>, %arg4: memref<72x1x1xf32>, %arg5: memref<24x72x1x1xf32>, %arg6: memref<1x24x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 3, 8>} {
      %c72 = arith.constant 72 : index
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c24 = arith.constant 24 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg7 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c24 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg7, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg8 = %c0 to %c72 step %c1 {
            %9 = memref.load %arg0[%thread_id_x, %arg8, %block_id_z, %arg7] : memref<1x72x8x8xf32>
            %10 = memref.load %arg1[%arg8, %c0, %c0] : memref<72x1x1xf32>
            %11 = memref.load %arg2[%arg8, %c0, %c0] : memref<72x1x1xf32>
            %12 = memref.load %arg3[%arg8, %c0, %c0] : memref<72x1x1xf32>
            %13 = memref.load %arg4[%arg8, %c0, %c0] : memref<72x1x1xf32>
            %14 = memref.load %arg5[%1, %arg8, %c0, %c0] : memref<24x72x1x1xf32>
            %15 = memref.load %arg6[%thread_id_x, %1, %block_id_z, %arg7] : memref<1x24x8x8xf32>
            %16 = arith.truncf %cst_1 : f64 to f32
            %17 = arith.addf %11, %16 : f32
            %18 = math.sqrt %17 : f32
            %19 = arith.divf %cst_0, %18 : f32
            %20 = arith.subf %9, %10 : f32
            %21 = arith.mulf %20, %19 : f32
            %22 = arith.mulf %21, %12 : f32
            %23 = arith.addf %22, %13 : f32
            %24 = arith.cmpf ugt, %23, %cst : f32
            %25 = arith.select %24, %23, %cst : f32
            %26 = arith.mulf %25, %14 : f32
            %27 = arith.addf %15, %26 : f32
            memref.store %27, %arg6[%thread_id_x, %1, %block_id_z, %arg7] : memref<1x24x8x8xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_27 {
    gpu.func @main_kernel(%arg0: memref<1x24x8x8xf32>, %arg1: memref<24x1x1xf32>, %arg2: memref<24x1x1xf32>, %arg3: memref<24x1x1xf32>, %arg4: memref<24x1x1xf32>, %arg5: memref<1x24x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 3, 8>} {
      %cst = arith.constant 1.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c24 = arith.constant 24 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c24 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x24x8x8xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<24x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<24x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<24x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<24x1x1xf32>
          %14 = arith.truncf %cst_0 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          memref.store %21, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x24x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_28 {
    gpu.func @main_kernel(%arg0: memref<1x88x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 11, 8>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c88 = arith.constant 88 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c88 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x88x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_29 {
    gpu.func @main_kernel(%arg0: memref<1x88x8x8xf32>, %arg1: memref<1x88x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 11, 8>} {
      %c0 = arith.constant 0 : index
      %c88 = arith.constant 88 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c88 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x88x8x8xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x88x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_30 {
    gpu.func @main_kernel(%arg0: memref<1x24x8x8xf32>, %arg1: memref<88x24x1x1xf32>, %arg2: memref<1x88x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 11, 8>} {
      %c24 = arith.constant 24 : index
      %c0 = arith.constant 0 : index
      %c88 = arith.constant 88 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c88 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c24 step %c1 {
            %9 = memref.load %arg0[%thread_id_x, %arg4, %block_id_z, %arg3] : memref<1x24x8x8xf32>
            %10 = memref.load %arg1[%1, %arg4, %c0, %c0] : memref<88x24x1x1xf32>
            %11 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x88x8x8xf32>
            %12 = arith.mulf %9, %10 : f32
            %13 = arith.addf %11, %12 : f32
            memref.store %13, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x88x8x8xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_31 {
    gpu.func @main_kernel(%arg0: memref<1x88x8x8xf32>, %arg1: memref<88x1x1xf32>, %arg2: memref<88x1x1xf32>, %arg3: memref<88x1x1xf32>, %arg4: memref<88x1x1xf32>, %arg5: memref<1x88x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 11, 8>} {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c88 = arith.constant 88 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c88 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x88x8x8xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<88x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<88x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<88x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<88x1x1xf32>
          %14 = arith.truncf %cst_1 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_0, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.cmpf ugt, %21, %cst : f32
          %23 = arith.select %22, %21, %cst : f32
          memref.store %23, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x88x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_32 {
    gpu.func @main_kernel(%arg0: memref<1x88x10x10xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 11, 10>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c10 = arith.constant 10 : index
      %c88 = arith.constant 88 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c10 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c88 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c10 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c10 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x88x10x10xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_33 {
    gpu.func @main_kernel(%arg0: memref<1x88x8x8xf32>, %arg1: memref<1x88x8x8xf32, strided<[8800, 100, 10, 1], offset: 11>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 11, 8>} {
      %c0 = arith.constant 0 : index
      %c88 = arith.constant 88 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c88 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x88x8x8xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x88x8x8xf32, strided<[8800, 100, 10, 1], offset: 11>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_34 {
    gpu.func @main_kernel(%arg0: memref<1x88x10x10xf32>, %arg1: memref<88x3x3xf32>, %arg2: memref<1x88x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c3 = arith.constant 3 : index
      %c0 = arith.constant 0 : index
      %c88 = arith.constant 88 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c88 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c88 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg4 = %c0 to %c3 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              %7 = arith.addi %thread_id_y, %arg4 : index
              %8 = arith.addi %block_id_z, %arg5 : index
              %9 = memref.load %arg0[%thread_id_x, %arg3, %7, %8] : memref<1x88x10x10xf32>
              %10 = memref.load %arg1[%arg3, %arg4, %arg5] : memref<88x3x3xf32>
              %11 = memref.load %arg2[%thread_id_x, %arg3, %thread_id_y, %block_id_z] : memref<1x88x8x8xf32>
              %12 = arith.mulf %9, %10 : f32
              %13 = arith.addf %11, %12 : f32
              memref.store %13, %arg2[%thread_id_x, %arg3, %thread_id_y, %block_id_z] : memref<1x88x8x8xf32>
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_35 {
    gpu.func @main_kernel(%arg0: memref<1x88x8x8xf32>, %arg1: memref<88x1x1xf32>, %arg2: memref<88x1x1xf32>, %arg3: memref<88x1x1xf32>, %arg4: memref<88x1x1xf32>, %arg5: memref<24x88x1x1xf32>, %arg6: memref<1x24x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 3, 8>} {
      %c88 = arith.constant 88 : index
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c24 = arith.constant 24 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg7 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c24 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg7, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg8 = %c0 to %c88 step %c1 {
            %9 = memref.load %arg0[%thread_id_x, %arg8, %block_id_z, %arg7] : memref<1x88x8x8xf32>
            %10 = memref.load %arg1[%arg8, %c0, %c0] : memref<88x1x1xf32>
            %11 = memref.load %arg2[%arg8, %c0, %c0] : memref<88x1x1xf32>
            %12 = memref.load %arg3[%arg8, %c0, %c0] : memref<88x1x1xf32>
            %13 = memref.load %arg4[%arg8, %c0, %c0] : memref<88x1x1xf32>
            %14 = memref.load %arg5[%1, %arg8, %c0, %c0] : memref<24x88x1x1xf32>
            %15 = memref.load %arg6[%thread_id_x, %1, %block_id_z, %arg7] : memref<1x24x8x8xf32>
            %16 = arith.truncf %cst_1 : f64 to f32
            %17 = arith.addf %11, %16 : f32
            %18 = math.sqrt %17 : f32
            %19 = arith.divf %cst_0, %18 : f32
            %20 = arith.subf %9, %10 : f32
            %21 = arith.mulf %20, %19 : f32
            %22 = arith.mulf %21, %12 : f32
            %23 = arith.addf %22, %13 : f32
            %24 = arith.cmpf ugt, %23, %cst : f32
            %25 = arith.select %24, %23, %cst : f32
            %26 = arith.mulf %25, %14 : f32
            %27 = arith.addf %15, %26 : f32
            memref.store %27, %arg6[%thread_id_x, %1, %block_id_z, %arg7] : memref<1x24x8x8xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_36 {
    gpu.func @main_kernel(%arg0: memref<1x96x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 12, 8>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c96 = arith.constant 96 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c96 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x96x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_37 {
    gpu.func @main_kernel(%arg0: memref<1x24x8x8xf32>, %arg1: memref<24x1x1xf32>, %arg2: memref<24x1x1xf32>, %arg3: memref<24x1x1xf32>, %arg4: memref<24x1x1xf32>, %arg5: memref<1x24x8x8xf32>, %arg6: memref<96x24x1x1xf32>, %arg7: memref<1x96x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 12, 8>} {
      %c24 = arith.constant 24 : index
      %cst = arith.constant 1.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c96 = arith.constant 96 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg8 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c96 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg8, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg9 = %c0 to %c24 step %c1 {
            %9 = memref.load %arg0[%thread_id_x, %arg9, %block_id_z, %arg8] : memref<1x24x8x8xf32>
            %10 = memref.load %arg1[%arg9, %c0, %c0] : memref<24x1x1xf32>
            %11 = memref.load %arg2[%arg9, %c0, %c0] : memref<24x1x1xf32>
            %12 = memref.load %arg3[%arg9, %c0, %c0] : memref<24x1x1xf32>
            %13 = memref.load %arg4[%arg9, %c0, %c0] : memref<24x1x1xf32>
            %14 = memref.load %arg5[%thread_id_x, %arg9, %block_id_z, %arg8] : memref<1x24x8x8xf32>
            %15 = memref.load %arg6[%1, %arg9, %c0, %c0] : memref<96x24x1x1xf32>
            %16 = memref.load %arg7[%thread_id_x, %1, %block_id_z, %arg8] : memref<1x96x8x8xf32>
            %17 = arith.truncf %cst_0 : f64 to f32
            %18 = arith.addf %11, %17 : f32
            %19 = math.sqrt %18 : f32
            %20 = arith.divf %cst, %19 : f32
            %21 = arith.subf %9, %10 : f32
            %22 = arith.mulf %21, %20 : f32
            %23 = arith.mulf %22, %12 : f32
            %24 = arith.addf %23, %13 : f32
            %25 = arith.addf %24, %14 : f32
            %26 = arith.mulf %25, %15 : f32
            %27 = arith.addf %16, %26 : f32
            memref.store %27, %arg7[%thread_id_x, %1, %block_id_z, %arg8] : memref<1x96x8x8xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_38 {
    gpu.func @main_kernel(%arg0: memref<1x96x8x8xf32>, %arg1: memref<96x1x1xf32>, %arg2: memref<96x1x1xf32>, %arg3: memref<96x1x1xf32>, %arg4: memref<96x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 12, 8>} {
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %cst_3 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c96 = arith.constant 96 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg5 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c96 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg5, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg5] : memref<1x96x8x8xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<96x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<96x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<96x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<96x1x1xf32>
          %14 = arith.truncf %cst_3 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_2, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.addf %21, %cst_1 : f32
          %23 = arith.cmpf ult, %22, %cst_0 : f32
          %24 = arith.select %23, %cst_0, %22 : f32
          %25 = arith.cmpf ugt, %24, %cst : f32
          %26 = arith.select %25, %cst, %24 : f32
          %27 = arith.mulf %21, %26 : f32
          %28 = arith.divf %27, %cst : f32
          memref.store %28, %arg0[%thread_id_x, %1, %block_id_z, %arg5] : memref<1x96x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_39 {
    gpu.func @main_kernel(%arg0: memref<1x96x12x12xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 12, 12>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c12 = arith.constant 12 : index
      %c96 = arith.constant 96 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c12 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c96 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c12 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c12 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x96x12x12xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_40 {
    gpu.func @main_kernel(%arg0: memref<1x96x8x8xf32>, %arg1: memref<1x96x8x8xf32, strided<[13824, 144, 12, 1], offset: 26>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 12, 8>} {
      %c0 = arith.constant 0 : index
      %c96 = arith.constant 96 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c96 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x96x8x8xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x96x8x8xf32, strided<[13824, 144, 12, 1], offset: 26>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_41 {
    gpu.func @main_kernel(%arg0: memref<1x96x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 12, 4>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c4 = arith.constant 4 : index
      %c96 = arith.constant 96 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c96 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x96x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_42 {
    gpu.func @main_kernel(%arg0: memref<1x96x12x12xf32>, %arg1: memref<96x5x5xf32>, %arg2: memref<1x96x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 4>} {
      %c5 = arith.constant 5 : index
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c96 = arith.constant 96 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c96 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c4 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c4 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c96 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg4 = %c0 to %c5 step %c1 {
            scf.for %arg5 = %c0 to %c5 step %c1 {
              %7 = arith.muli %thread_id_y, %c2 overflow<nsw> : index
              %8 = arith.addi %7, %arg4 : index
              %9 = arith.muli %block_id_z, %c2 overflow<nsw> : index
              %10 = arith.addi %9, %arg5 : index
              %11 = memref.load %arg0[%thread_id_x, %arg3, %8, %10] : memref<1x96x12x12xf32>
              %12 = memref.load %arg1[%arg3, %arg4, %arg5] : memref<96x5x5xf32>
              %13 = memref.load %arg2[%thread_id_x, %arg3, %thread_id_y, %block_id_z] : memref<1x96x4x4xf32>
              %14 = arith.mulf %11, %12 : f32
              %15 = arith.addf %13, %14 : f32
              memref.store %15, %arg2[%thread_id_x, %arg3, %thread_id_y, %block_id_z] : memref<1x96x4x4xf32>
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_43 {
    gpu.func @main_kernel(%arg0: memref<1x96x4x4xf32>, %arg1: memref<96x1x1xf32>, %arg2: memref<96x1x1xf32>, %arg3: memref<96x1x1xf32>, %arg4: memref<96x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 12, 4>} {
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %cst_3 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c96 = arith.constant 96 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg5 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c96 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg5, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg5] : memref<1x96x4x4xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<96x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<96x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<96x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<96x1x1xf32>
          %14 = arith.truncf %cst_3 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_2, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.addf %21, %cst_1 : f32
          %23 = arith.cmpf ult, %22, %cst_0 : f32
          %24 = arith.select %23, %cst_0, %22 : f32
          %25 = arith.cmpf ugt, %24, %cst : f32
          %26 = arith.select %25, %cst, %24 : f32
          %27 = arith.mulf %21, %26 : f32
          %28 = arith.divf %27, %cst : f32
          memref.store %28, %arg0[%thread_id_x, %1, %block_id_z, %arg5] : memref<1x96x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_44 {
    gpu.func @main_kernel(%arg0: memref<1x96x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 12, 1>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c96 = arith.constant 96 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c96 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %1, %c0, %c0] : memref<1x96x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_45 {
    gpu.func @main_kernel(%arg0: memref<1x96x4x4xf32>, %arg1: memref<1x96x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 12, 1>} {
      %c4 = arith.constant 4 : index
      %c0 = arith.constant 0 : index
      %c96 = arith.constant 96 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c96 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg2 = %c0 to %c4 step %c1 {
          scf.for %arg3 = %c0 to %c4 step %c1 {
            %5 = memref.load %arg0[%thread_id_x, %1, %arg2, %arg3] : memref<1x96x4x4xf32>
            %6 = memref.load %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x96x1x1xf32>
            %7 = arith.addf %5, %6 : f32
            memref.store %7, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x96x1x1xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_46 {
    gpu.func @main_kernel(%arg0: memref<24xf32>, %arg1: memref<1x24x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 3, 1>} {
      %c0 = arith.constant 0 : index
      %c24 = arith.constant 24 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c24 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%1] : memref<24xf32>
        memref.store %5, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x24x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_47 {
    gpu.func @main_kernel(%arg0: memref<1x96x1x1xf32>, %arg1: memref<24x96x1x1xf32>, %arg2: memref<1x24x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 3, 1>} {
      %c96 = arith.constant 96 : index
      %cst = arith.constant 1.600000e+01 : f32
      %c0 = arith.constant 0 : index
      %c24 = arith.constant 24 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c24 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg3 = %c0 to %c96 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %arg3, %c0, %c0] : memref<1x96x1x1xf32>
          %6 = memref.load %arg1[%1, %arg3, %c0, %c0] : memref<24x96x1x1xf32>
          %7 = memref.load %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x24x1x1xf32>
          %8 = arith.divf %5, %cst : f32
          %9 = arith.mulf %8, %6 : f32
          %10 = arith.addf %7, %9 : f32
          memref.store %10, %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x24x1x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_48 {
    gpu.func @main_kernel(%arg0: memref<96xf32>, %arg1: memref<1x96x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 12, 1>} {
      %c0 = arith.constant 0 : index
      %c96 = arith.constant 96 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c96 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%1] : memref<96xf32>
        memref.store %5, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x96x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_49 {
    gpu.func @main_kernel(%arg0: memref<1x24x1x1xf32>, %arg1: memref<96x24x1x1xf32>, %arg2: memref<1x96x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 12, 1>} {
      %c24 = arith.constant 24 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %c96 = arith.constant 96 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c96 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg3 = %c0 to %c24 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %arg3, %c0, %c0] : memref<1x24x1x1xf32>
          %6 = memref.load %arg1[%1, %arg3, %c0, %c0] : memref<96x24x1x1xf32>
          %7 = memref.load %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x96x1x1xf32>
          %8 = arith.cmpf ugt, %5, %cst : f32
          %9 = arith.select %8, %5, %cst : f32
          %10 = arith.mulf %9, %6 : f32
          %11 = arith.addf %7, %10 : f32
          memref.store %11, %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x96x1x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_50 {
    gpu.func @main_kernel(%arg0: memref<1x40x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 5, 4>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c4 = arith.constant 4 : index
      %c40 = arith.constant 40 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c40 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x40x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_51 {
    gpu.func @main_kernel(%arg0: memref<1x40x4x4xf32>, %arg1: memref<1x40x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 5, 4>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c40 = arith.constant 40 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c40 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x40x4x4xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x40x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_52 {
    gpu.func @main_kernel(%arg0: memref<1x96x1x1xf32>, %arg1: memref<1x96x4x4xf32>, %arg2: memref<40x96x1x1xf32>, %arg3: memref<1x40x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 5, 4>} {
      %c96 = arith.constant 96 : index
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c40 = arith.constant 40 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg4 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c40 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg4, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg5 = %c0 to %c96 step %c1 {
            %9 = memref.load %arg0[%thread_id_x, %arg5, %c0, %c0] : memref<1x96x1x1xf32>
            %10 = memref.load %arg1[%thread_id_x, %arg5, %block_id_z, %arg4] : memref<1x96x4x4xf32>
            %11 = memref.load %arg2[%1, %arg5, %c0, %c0] : memref<40x96x1x1xf32>
            %12 = memref.load %arg3[%thread_id_x, %1, %block_id_z, %arg4] : memref<1x40x4x4xf32>
            %13 = arith.addf %9, %cst_1 : f32
            %14 = arith.cmpf ult, %13, %cst_0 : f32
            %15 = arith.select %14, %cst_0, %13 : f32
            %16 = arith.cmpf ugt, %15, %cst : f32
            %17 = arith.select %16, %cst, %15 : f32
            %18 = arith.divf %17, %cst : f32
            %19 = arith.mulf %18, %10 : f32
            %20 = arith.mulf %19, %11 : f32
            %21 = arith.addf %12, %20 : f32
            memref.store %21, %arg3[%thread_id_x, %1, %block_id_z, %arg4] : memref<1x40x4x4xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_53 {
    gpu.func @main_kernel(%arg0: memref<1x40x4x4xf32>, %arg1: memref<40x1x1xf32>, %arg2: memref<40x1x1xf32>, %arg3: memref<40x1x1xf32>, %arg4: memref<40x1x1xf32>, %arg5: memref<1x40x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 5, 4>} {
      %cst = arith.constant 1.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c40 = arith.constant 40 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c40 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x40x4x4xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<40x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<40x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<40x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<40x1x1xf32>
          %14 = arith.truncf %cst_0 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          memref.store %21, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x40x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_54 {
    gpu.func @main_kernel(%arg0: memref<1x240x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 30, 4>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c4 = arith.constant 4 : index
      %c240 = arith.constant 240 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c240 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x240x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_55 {
    gpu.func @main_kernel(%arg0: memref<1x240x4x4xf32>, %arg1: memref<1x240x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 30, 4>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c240 = arith.constant 240 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c240 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x240x4x4xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x240x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_56 {
    gpu.func @main_kernel(%arg0: memref<1x40x4x4xf32>, %arg1: memref<240x40x1x1xf32>, %arg2: memref<1x240x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 30, 4>} {
      %c40 = arith.constant 40 : index
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c240 = arith.constant 240 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c240 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c40 step %c1 {
            %9 = memref.load %arg0[%thread_id_x, %arg4, %block_id_z, %arg3] : memref<1x40x4x4xf32>
            %10 = memref.load %arg1[%1, %arg4, %c0, %c0] : memref<240x40x1x1xf32>
            %11 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x240x4x4xf32>
            %12 = arith.mulf %9, %10 : f32
            %13 = arith.addf %11, %12 : f32
            memref.store %13, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x240x4x4xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_57 {
    gpu.func @main_kernel(%arg0: memref<1x240x4x4xf32>, %arg1: memref<240x1x1xf32>, %arg2: memref<240x1x1xf32>, %arg3: memref<240x1x1xf32>, %arg4: memref<240x1x1xf32>, %arg5: memref<1x240x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 30, 4>} {
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %cst_3 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c240 = arith.constant 240 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c240 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x240x4x4xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<240x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<240x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<240x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<240x1x1xf32>
          %14 = arith.truncf %cst_3 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_2, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.addf %21, %cst_1 : f32
          %23 = arith.cmpf ult, %22, %cst_0 : f32
          %24 = arith.select %23, %cst_0, %22 : f32
          %25 = arith.cmpf ugt, %24, %cst : f32
          %26 = arith.select %25, %cst, %24 : f32
          %27 = arith.mulf %21, %26 : f32
          %28 = arith.divf %27, %cst : f32
          memref.store %28, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x240x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_58 {
    gpu.func @main_kernel(%arg0: memref<1x240x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 30, 8>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c240 = arith.constant 240 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c240 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x240x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_59 {
    gpu.func @main_kernel(%arg0: memref<1x240x4x4xf32>, %arg1: memref<1x240x4x4xf32, strided<[15360, 64, 8, 1], offset: 18>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 30, 4>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c240 = arith.constant 240 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c240 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x240x4x4xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x240x4x4xf32, strided<[15360, 64, 8, 1], offset: 18>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_60 {
    gpu.func @main_kernel(%arg0: memref<1x240x4x4xf32>, %arg1: memref<1x240x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 30, 4>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c240 = arith.constant 240 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c240 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x240x4x4xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x240x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_61 {
    gpu.func @main_kernel(%arg0: memref<1x240x8x8xf32>, %arg1: memref<240x5x5xf32>, %arg2: memref<1x240x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 4>} {
      %c5 = arith.constant 5 : index
      %c0 = arith.constant 0 : index
      %c240 = arith.constant 240 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c240 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c4 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c4 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c240 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg4 = %c0 to %c5 step %c1 {
            scf.for %arg5 = %c0 to %c5 step %c1 {
              %7 = arith.addi %thread_id_y, %arg4 : index
              %8 = arith.addi %block_id_z, %arg5 : index
              %9 = memref.load %arg0[%thread_id_x, %arg3, %7, %8] : memref<1x240x8x8xf32>
              %10 = memref.load %arg1[%arg3, %arg4, %arg5] : memref<240x5x5xf32>
              %11 = memref.load %arg2[%thread_id_x, %arg3, %thread_id_y, %block_id_z] : memref<1x240x4x4xf32>
              %12 = arith.mulf %9, %10 : f32
              %13 = arith.addf %11, %12 : f32
              memref.store %13, %arg2[%thread_id_x, %arg3, %thread_id_y, %block_id_z] : memref<1x240x4x4xf32>
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_62 {
    gpu.func @main_kernel(%arg0: memref<1x240x4x4xf32>, %arg1: memref<240x1x1xf32>, %arg2: memref<240x1x1xf32>, %arg3: memref<240x1x1xf32>, %arg4: memref<240x1x1xf32>, %arg5: memref<1x240x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 30, 4>} {
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %cst_3 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c240 = arith.constant 240 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c240 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x240x4x4xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<240x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<240x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<240x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<240x1x1xf32>
          %14 = arith.truncf %cst_3 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_2, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.addf %21, %cst_1 : f32
          %23 = arith.cmpf ult, %22, %cst_0 : f32
          %24 = arith.select %23, %cst_0, %22 : f32
          %25 = arith.cmpf ugt, %24, %cst : f32
          %26 = arith.select %25, %cst, %24 : f32
          %27 = arith.mulf %21, %26 : f32
          %28 = arith.divf %27, %cst : f32
          memref.store %28, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x240x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_63 {
    gpu.func @main_kernel(%arg0: memref<1x240x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 30, 1>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c240 = arith.constant 240 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c240 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %1, %c0, %c0] : memref<1x240x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_64 {
    gpu.func @main_kernel(%arg0: memref<1x240x1x1xf32>, %arg1: memref<1x240x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 30, 1>} {
      %c0 = arith.constant 0 : index
      %c240 = arith.constant 240 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c240 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%thread_id_x, %1, %c0, %c0] : memref<1x240x1x1xf32>
        memref.store %5, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x240x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_65 {
    gpu.func @main_kernel(%arg0: memref<1x240x4x4xf32>, %arg1: memref<1x240x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 30, 1>} {
      %c4 = arith.constant 4 : index
      %c0 = arith.constant 0 : index
      %c240 = arith.constant 240 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c240 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg2 = %c0 to %c4 step %c1 {
          scf.for %arg3 = %c0 to %c4 step %c1 {
            %5 = memref.load %arg0[%thread_id_x, %1, %arg2, %arg3] : memref<1x240x4x4xf32>
            %6 = memref.load %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x240x1x1xf32>
            %7 = arith.addf %5, %6 : f32
            memref.store %7, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x240x1x1xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_66 {
    gpu.func @main_kernel(%arg0: memref<64xf32>, %arg1: memref<1x64x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 1>} {
      %c0 = arith.constant 0 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c64 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%1] : memref<64xf32>
        memref.store %5, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x64x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_67 {
    gpu.func @main_kernel(%arg0: memref<1x240x1x1xf32>, %arg1: memref<64x240x1x1xf32>, %arg2: memref<1x64x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 1>} {
      %c240 = arith.constant 240 : index
      %cst = arith.constant 1.600000e+01 : f32
      %c0 = arith.constant 0 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c64 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg3 = %c0 to %c240 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %arg3, %c0, %c0] : memref<1x240x1x1xf32>
          %6 = memref.load %arg1[%1, %arg3, %c0, %c0] : memref<64x240x1x1xf32>
          %7 = memref.load %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x64x1x1xf32>
          %8 = arith.divf %5, %cst : f32
          %9 = arith.mulf %8, %6 : f32
          %10 = arith.addf %7, %9 : f32
          memref.store %10, %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x64x1x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_68 {
    gpu.func @main_kernel(%arg0: memref<240xf32>, %arg1: memref<1x240x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 30, 1>} {
      %c0 = arith.constant 0 : index
      %c240 = arith.constant 240 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c240 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%1] : memref<240xf32>
        memref.store %5, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x240x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_69 {
    gpu.func @main_kernel(%arg0: memref<1x64x1x1xf32>, %arg1: memref<240x64x1x1xf32>, %arg2: memref<1x240x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 30, 1>} {
      %c64 = arith.constant 64 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %c240 = arith.constant 240 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c240 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %arg3, %c0, %c0] : memref<1x64x1x1xf32>
          %6 = memref.load %arg1[%1, %arg3, %c0, %c0] : memref<240x64x1x1xf32>
          %7 = memref.load %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x240x1x1xf32>
          %8 = arith.cmpf ugt, %5, %cst : f32
          %9 = arith.select %8, %5, %cst : f32
          %10 = arith.mulf %9, %6 : f32
          %11 = arith.addf %7, %10 : f32
          memref.store %11, %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x240x1x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_70 {
    gpu.func @main_kernel(%arg0: memref<1x40x4x4xf32>, %arg1: memref<1x40x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 5, 4>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c40 = arith.constant 40 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c40 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x40x4x4xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x40x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_71 {
    gpu.func @main_kernel(%arg0: memref<1x240x1x1xf32>, %arg1: memref<1x240x4x4xf32>, %arg2: memref<40x240x1x1xf32>, %arg3: memref<1x40x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 5, 4>} {
      %c240 = arith.constant 240 : index
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c40 = arith.constant 40 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg4 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c40 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg4, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg5 = %c0 to %c240 step %c1 {
            %9 = memref.load %arg0[%thread_id_x, %arg5, %c0, %c0] : memref<1x240x1x1xf32>
            %10 = memref.load %arg1[%thread_id_x, %arg5, %block_id_z, %arg4] : memref<1x240x4x4xf32>
            %11 = memref.load %arg2[%1, %arg5, %c0, %c0] : memref<40x240x1x1xf32>
            %12 = memref.load %arg3[%thread_id_x, %1, %block_id_z, %arg4] : memref<1x40x4x4xf32>
            %13 = arith.addf %9, %cst_1 : f32
            %14 = arith.cmpf ult, %13, %cst_0 : f32
            %15 = arith.select %14, %cst_0, %13 : f32
            %16 = arith.cmpf ugt, %15, %cst : f32
            %17 = arith.select %16, %cst, %15 : f32
            %18 = arith.divf %17, %cst : f32
            %19 = arith.mulf %18, %10 : f32
            %20 = arith.mulf %19, %11 : f32
            %21 = arith.addf %12, %20 : f32
            memref.store %21, %arg3[%thread_id_x, %1, %block_id_z, %arg4] : memref<1x40x4x4xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_72 {
    gpu.func @main_kernel(%arg0: memref<1x40x4x4xf32>, %arg1: memref<40x1x1xf32>, %arg2: memref<40x1x1xf32>, %arg3: memref<40x1x1xf32>, %arg4: memref<40x1x1xf32>, %arg5: memref<1x40x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 5, 4>} {
      %cst = arith.constant 1.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c40 = arith.constant 40 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c40 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x40x4x4xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<40x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<40x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<40x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<40x1x1xf32>
          %14 = memref.load %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x40x4x4xf32>
          %15 = arith.truncf %cst_0 : f64 to f32
          %16 = arith.addf %11, %15 : f32
          %17 = math.sqrt %16 : f32
          %18 = arith.divf %cst, %17 : f32
          %19 = arith.subf %9, %10 : f32
          %20 = arith.mulf %19, %18 : f32
          %21 = arith.mulf %20, %12 : f32
          %22 = arith.addf %21, %13 : f32
          %23 = arith.addf %22, %14 : f32
          memref.store %23, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x40x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_73 {
    gpu.func @main_kernel(%arg0: memref<1x240x4x4xf32>, %arg1: memref<1x240x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 30, 4>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c240 = arith.constant 240 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c240 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x240x4x4xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x240x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_74 {
    gpu.func @main_kernel(%arg0: memref<1x40x4x4xf32>, %arg1: memref<240x40x1x1xf32>, %arg2: memref<1x240x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 30, 4>} {
      %c40 = arith.constant 40 : index
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c240 = arith.constant 240 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c240 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c40 step %c1 {
            %9 = memref.load %arg0[%thread_id_x, %arg4, %block_id_z, %arg3] : memref<1x40x4x4xf32>
            %10 = memref.load %arg1[%1, %arg4, %c0, %c0] : memref<240x40x1x1xf32>
            %11 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x240x4x4xf32>
            %12 = arith.mulf %9, %10 : f32
            %13 = arith.addf %11, %12 : f32
            memref.store %13, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x240x4x4xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_75 {
    gpu.func @main_kernel(%arg0: memref<1x240x4x4xf32>, %arg1: memref<240x1x1xf32>, %arg2: memref<240x1x1xf32>, %arg3: memref<240x1x1xf32>, %arg4: memref<240x1x1xf32>, %arg5: memref<1x240x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 30, 4>} {
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %cst_3 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c240 = arith.constant 240 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c240 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x240x4x4xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<240x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<240x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<240x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<240x1x1xf32>
          %14 = arith.truncf %cst_3 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_2, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.addf %21, %cst_1 : f32
          %23 = arith.cmpf ult, %22, %cst_0 : f32
          %24 = arith.select %23, %cst_0, %22 : f32
          %25 = arith.cmpf ugt, %24, %cst : f32
          %26 = arith.select %25, %cst, %24 : f32
          %27 = arith.mulf %21, %26 : f32
          %28 = arith.divf %27, %cst : f32
          memref.store %28, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x240x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_76 {
    gpu.func @main_kernel(%arg0: memref<1x240x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 30, 8>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c240 = arith.constant 240 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c240 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x240x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_77 {
    gpu.func @main_kernel(%arg0: memref<1x240x4x4xf32>, %arg1: memref<1x240x4x4xf32, strided<[15360, 64, 8, 1], offset: 18>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 30, 4>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c240 = arith.constant 240 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c240 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x240x4x4xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x240x4x4xf32, strided<[15360, 64, 8, 1], offset: 18>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_78 {
    gpu.func @main_kernel(%arg0: memref<1x240x8x8xf32>, %arg1: memref<240x5x5xf32>, %arg2: memref<1x240x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 4>} {
      %c5 = arith.constant 5 : index
      %c0 = arith.constant 0 : index
      %c240 = arith.constant 240 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c240 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c4 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c4 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c240 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg4 = %c0 to %c5 step %c1 {
            scf.for %arg5 = %c0 to %c5 step %c1 {
              %7 = arith.addi %thread_id_y, %arg4 : index
              %8 = arith.addi %block_id_z, %arg5 : index
              %9 = memref.load %arg0[%thread_id_x, %arg3, %7, %8] : memref<1x240x8x8xf32>
              %10 = memref.load %arg1[%arg3, %arg4, %arg5] : memref<240x5x5xf32>
              %11 = memref.load %arg2[%thread_id_x, %arg3, %thread_id_y, %block_id_z] : memref<1x240x4x4xf32>
              %12 = arith.mulf %9, %10 : f32
              %13 = arith.addf %11, %12 : f32
              memref.store %13, %arg2[%thread_id_x, %arg3, %thread_id_y, %block_id_z] : memref<1x240x4x4xf32>
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_79 {
    gpu.func @main_kernel(%arg0: memref<1x240x4x4xf32>, %arg1: memref<240x1x1xf32>, %arg2: memref<240x1x1xf32>, %arg3: memref<240x1x1xf32>, %arg4: memref<240x1x1xf32>, %arg5: memref<1x240x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 30, 4>} {
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %cst_3 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c240 = arith.constant 240 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c240 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x240x4x4xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<240x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<240x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<240x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<240x1x1xf32>
          %14 = arith.truncf %cst_3 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_2, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.addf %21, %cst_1 : f32
          %23 = arith.cmpf ult, %22, %cst_0 : f32
          %24 = arith.select %23, %cst_0, %22 : f32
          %25 = arith.cmpf ugt, %24, %cst : f32
          %26 = arith.select %25, %cst, %24 : f32
          %27 = arith.mulf %21, %26 : f32
          %28 = arith.divf %27, %cst : f32
          memref.store %28, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x240x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_80 {
    gpu.func @main_kernel(%arg0: memref<1x240x4x4xf32>, %arg1: memref<1x240x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 30, 1>} {
      %c4 = arith.constant 4 : index
      %c0 = arith.constant 0 : index
      %c240 = arith.constant 240 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c240 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg2 = %c0 to %c4 step %c1 {
          scf.for %arg3 = %c0 to %c4 step %c1 {
            %5 = memref.load %arg0[%thread_id_x, %1, %arg2, %arg3] : memref<1x240x4x4xf32>
            %6 = memref.load %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x240x1x1xf32>
            %7 = arith.addf %5, %6 : f32
            memref.store %7, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x240x1x1xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_81 {
    gpu.func @main_kernel(%arg0: memref<64xf32>, %arg1: memref<1x64x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 1>} {
      %c0 = arith.constant 0 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c64 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%1] : memref<64xf32>
        memref.store %5, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x64x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_82 {
    gpu.func @main_kernel(%arg0: memref<1x240x1x1xf32>, %arg1: memref<64x240x1x1xf32>, %arg2: memref<1x64x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 1>} {
      %c240 = arith.constant 240 : index
      %cst = arith.constant 1.600000e+01 : f32
      %c0 = arith.constant 0 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c64 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg3 = %c0 to %c240 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %arg3, %c0, %c0] : memref<1x240x1x1xf32>
          %6 = memref.load %arg1[%1, %arg3, %c0, %c0] : memref<64x240x1x1xf32>
          %7 = memref.load %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x64x1x1xf32>
          %8 = arith.divf %5, %cst : f32
          %9 = arith.mulf %8, %6 : f32
          %10 = arith.addf %7, %9 : f32
          memref.store %10, %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x64x1x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_83 {
    gpu.func @main_kernel(%arg0: memref<240xf32>, %arg1: memref<1x240x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 30, 1>} {
      %c0 = arith.constant 0 : index
      %c240 = arith.constant 240 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c240 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%1] : memref<240xf32>
        memref.store %5, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x240x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_84 {
    gpu.func @main_kernel(%arg0: memref<1x64x1x1xf32>, %arg1: memref<240x64x1x1xf32>, %arg2: memref<1x240x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 30, 1>} {
      %c64 = arith.constant 64 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %c240 = arith.constant 240 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c240 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %arg3, %c0, %c0] : memref<1x64x1x1xf32>
          %6 = memref.load %arg1[%1, %arg3, %c0, %c0] : memref<240x64x1x1xf32>
          %7 = memref.load %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x240x1x1xf32>
          %8 = arith.cmpf ugt, %5, %cst : f32
          %9 = arith.select %8, %5, %cst : f32
          %10 = arith.mulf %9, %6 : f32
          %11 = arith.addf %7, %10 : f32
          memref.store %11, %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x240x1x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_85 {
    gpu.func @main_kernel(%arg0: memref<1x240x1x1xf32>, %arg1: memref<1x240x4x4xf32>, %arg2: memref<40x240x1x1xf32>, %arg3: memref<1x40x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 5, 4>} {
      %c240 = arith.constant 240 : index
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c40 = arith.constant 40 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg4 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c40 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg4, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg5 = %c0 to %c240 step %c1 {
            %9 = memref.load %arg0[%thread_id_x, %arg5, %c0, %c0] : memref<1x240x1x1xf32>
            %10 = memref.load %arg1[%thread_id_x, %arg5, %block_id_z, %arg4] : memref<1x240x4x4xf32>
            %11 = memref.load %arg2[%1, %arg5, %c0, %c0] : memref<40x240x1x1xf32>
            %12 = memref.load %arg3[%thread_id_x, %1, %block_id_z, %arg4] : memref<1x40x4x4xf32>
            %13 = arith.addf %9, %cst_1 : f32
            %14 = arith.cmpf ult, %13, %cst_0 : f32
            %15 = arith.select %14, %cst_0, %13 : f32
            %16 = arith.cmpf ugt, %15, %cst : f32
            %17 = arith.select %16, %cst, %15 : f32
            %18 = arith.divf %17, %cst : f32
            %19 = arith.mulf %18, %10 : f32
            %20 = arith.mulf %19, %11 : f32
            %21 = arith.addf %12, %20 : f32
            memref.store %21, %arg3[%thread_id_x, %1, %block_id_z, %arg4] : memref<1x40x4x4xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_86 {
    gpu.func @main_kernel(%arg0: memref<1x120x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 15, 4>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c4 = arith.constant 4 : index
      %c120 = arith.constant 120 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c120 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x120x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_87 {
    gpu.func @main_kernel(%arg0: memref<1x120x4x4xf32>, %arg1: memref<1x120x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 15, 4>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c120 = arith.constant 120 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c120 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x120x4x4xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x120x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_88 {
    gpu.func @main_kernel(%arg0: memref<1x40x4x4xf32>, %arg1: memref<40x1x1xf32>, %arg2: memref<40x1x1xf32>, %arg3: memref<40x1x1xf32>, %arg4: memref<40x1x1xf32>, %arg5: memref<1x40x4x4xf32>, %arg6: memref<120x40x1x1xf32>, %arg7: memref<1x120x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 15, 4>} {
      %c40 = arith.constant 40 : index
      %cst = arith.constant 1.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c120 = arith.constant 120 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg8 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c120 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg8, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg9 = %c0 to %c40 step %c1 {
            %9 = memref.load %arg0[%thread_id_x, %arg9, %block_id_z, %arg8] : memref<1x40x4x4xf32>
            %10 = memref.load %arg1[%arg9, %c0, %c0] : memref<40x1x1xf32>
            %11 = memref.load %arg2[%arg9, %c0, %c0] : memref<40x1x1xf32>
            %12 = memref.load %arg3[%arg9, %c0, %c0] : memref<40x1x1xf32>
            %13 = memref.load %arg4[%arg9, %c0, %c0] : memref<40x1x1xf32>
            %14 = memref.load %arg5[%thread_id_x, %arg9, %block_id_z, %arg8] : memref<1x40x4x4xf32>
            %15 = memref.load %arg6[%1, %arg9, %c0, %c0] : memref<120x40x1x1xf32>
            %16 = memref.load %arg7[%thread_id_x, %1, %block_id_z, %arg8] : memref<1x120x4x4xf32>
            %17 = arith.truncf %cst_0 : f64 to f32
            %18 = arith.addf %11, %17 : f32
            %19 = math.sqrt %18 : f32
            %20 = arith.divf %cst, %19 : f32
            %21 = arith.subf %9, %10 : f32
            %22 = arith.mulf %21, %20 : f32
            %23 = arith.mulf %22, %12 : f32
            %24 = arith.addf %23, %13 : f32
            %25 = arith.addf %24, %14 : f32
            %26 = arith.mulf %25, %15 : f32
            %27 = arith.addf %16, %26 : f32
            memref.store %27, %arg7[%thread_id_x, %1, %block_id_z, %arg8] : memref<1x120x4x4xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_89 {
    gpu.func @main_kernel(%arg0: memref<1x120x4x4xf32>, %arg1: memref<120x1x1xf32>, %arg2: memref<120x1x1xf32>, %arg3: memref<120x1x1xf32>, %arg4: memref<120x1x1xf32>, %arg5: memref<1x120x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 15, 4>} {
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %cst_3 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c120 = arith.constant 120 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c120 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x120x4x4xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<120x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<120x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<120x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<120x1x1xf32>
          %14 = arith.truncf %cst_3 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_2, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.addf %21, %cst_1 : f32
          %23 = arith.cmpf ult, %22, %cst_0 : f32
          %24 = arith.select %23, %cst_0, %22 : f32
          %25 = arith.cmpf ugt, %24, %cst : f32
          %26 = arith.select %25, %cst, %24 : f32
          %27 = arith.mulf %21, %26 : f32
          %28 = arith.divf %27, %cst : f32
          memref.store %28, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x120x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_90 {
    gpu.func @main_kernel(%arg0: memref<1x120x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 15, 8>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c120 = arith.constant 120 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c120 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x120x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_91 {
    gpu.func @main_kernel(%arg0: memref<1x120x4x4xf32>, %arg1: memref<1x120x4x4xf32, strided<[7680, 64, 8, 1], offset: 18>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 15, 4>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c120 = arith.constant 120 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c120 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x120x4x4xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x120x4x4xf32, strided<[7680, 64, 8, 1], offset: 18>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_92 {
    gpu.func @main_kernel(%arg0: memref<1x120x8x8xf32>, %arg1: memref<120x5x5xf32>, %arg2: memref<1x120x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 4>} {
      %c5 = arith.constant 5 : index
      %c0 = arith.constant 0 : index
      %c120 = arith.constant 120 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c120 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c4 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c4 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c120 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg4 = %c0 to %c5 step %c1 {
            scf.for %arg5 = %c0 to %c5 step %c1 {
              %7 = arith.addi %thread_id_y, %arg4 : index
              %8 = arith.addi %block_id_z, %arg5 : index
              %9 = memref.load %arg0[%thread_id_x, %arg3, %7, %8] : memref<1x120x8x8xf32>
              %10 = memref.load %arg1[%arg3, %arg4, %arg5] : memref<120x5x5xf32>
              %11 = memref.load %arg2[%thread_id_x, %arg3, %thread_id_y, %block_id_z] : memref<1x120x4x4xf32>
              %12 = arith.mulf %9, %10 : f32
              %13 = arith.addf %11, %12 : f32
              memref.store %13, %arg2[%thread_id_x, %arg3, %thread_id_y, %block_id_z] : memref<1x120x4x4xf32>
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_93 {
    gpu.func @main_kernel(%arg0: memref<1x120x4x4xf32>, %arg1: memref<120x1x1xf32>, %arg2: memref<120x1x1xf32>, %arg3: memref<120x1x1xf32>, %arg4: memref<120x1x1xf32>, %arg5: memref<1x120x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 15, 4>} {
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %cst_3 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c120 = arith.constant 120 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c120 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x120x4x4xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<120x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<120x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<120x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<120x1x1xf32>
          %14 = arith.truncf %cst_3 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_2, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.addf %21, %cst_1 : f32
          %23 = arith.cmpf ult, %22, %cst_0 : f32
          %24 = arith.select %23, %cst_0, %22 : f32
          %25 = arith.cmpf ugt, %24, %cst : f32
          %26 = arith.select %25, %cst, %24 : f32
          %27 = arith.mulf %21, %26 : f32
          %28 = arith.divf %27, %cst : f32
          memref.store %28, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x120x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_94 {
    gpu.func @main_kernel(%arg0: memref<1x120x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 15, 1>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c120 = arith.constant 120 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c120 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %1, %c0, %c0] : memref<1x120x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_95 {
    gpu.func @main_kernel(%arg0: memref<1x120x4x4xf32>, %arg1: memref<1x120x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 15, 1>} {
      %c4 = arith.constant 4 : index
      %c0 = arith.constant 0 : index
      %c120 = arith.constant 120 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c120 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg2 = %c0 to %c4 step %c1 {
          scf.for %arg3 = %c0 to %c4 step %c1 {
            %5 = memref.load %arg0[%thread_id_x, %1, %arg2, %arg3] : memref<1x120x4x4xf32>
            %6 = memref.load %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x120x1x1xf32>
            %7 = arith.addf %5, %6 : f32
            memref.store %7, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x120x1x1xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_96 {
    gpu.func @main_kernel(%arg0: memref<32xf32>, %arg1: memref<1x32x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 4, 1>} {
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c32 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%1] : memref<32xf32>
        memref.store %5, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x32x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_97 {
    gpu.func @main_kernel(%arg0: memref<1x120x1x1xf32>, %arg1: memref<32x120x1x1xf32>, %arg2: memref<1x32x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 4, 1>} {
      %c120 = arith.constant 120 : index
      %cst = arith.constant 1.600000e+01 : f32
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c32 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg3 = %c0 to %c120 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %arg3, %c0, %c0] : memref<1x120x1x1xf32>
          %6 = memref.load %arg1[%1, %arg3, %c0, %c0] : memref<32x120x1x1xf32>
          %7 = memref.load %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x32x1x1xf32>
          %8 = arith.divf %5, %cst : f32
          %9 = arith.mulf %8, %6 : f32
          %10 = arith.addf %7, %9 : f32
          memref.store %10, %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x32x1x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_98 {
    gpu.func @main_kernel(%arg0: memref<120xf32>, %arg1: memref<1x120x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 15, 1>} {
      %c0 = arith.constant 0 : index
      %c120 = arith.constant 120 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c120 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%1] : memref<120xf32>
        memref.store %5, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x120x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_99 {
    gpu.func @main_kernel(%arg0: memref<1x32x1x1xf32>, %arg1: memref<120x32x1x1xf32>, %arg2: memref<1x120x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 15, 1>} {
      %c32 = arith.constant 32 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %c120 = arith.constant 120 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c120 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %arg3, %c0, %c0] : memref<1x32x1x1xf32>
          %6 = memref.load %arg1[%1, %arg3, %c0, %c0] : memref<120x32x1x1xf32>
          %7 = memref.load %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x120x1x1xf32>
          %8 = arith.cmpf ugt, %5, %cst : f32
          %9 = arith.select %8, %5, %cst : f32
          %10 = arith.mulf %9, %6 : f32
          %11 = arith.addf %7, %10 : f32
          memref.store %11, %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x120x1x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_100 {
    gpu.func @main_kernel(%arg0: memref<1x48x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 6, 4>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c4 = arith.constant 4 : index
      %c48 = arith.constant 48 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c48 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x48x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_101 {
    gpu.func @main_kernel(%arg0: memref<1x48x4x4xf32>, %arg1: memref<1x48x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 6, 4>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c48 = arith.constant 48 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c48 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x48x4x4xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x48x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_102 {
    gpu.func @main_kernel(%arg0: memref<1x120x1x1xf32>, %arg1: memref<1x120x4x4xf32>, %arg2: memref<48x120x1x1xf32>, %arg3: memref<1x48x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 6, 4>} {
      %c120 = arith.constant 120 : index
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c48 = arith.constant 48 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg4 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c48 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg4, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg5 = %c0 to %c120 step %c1 {
            %9 = memref.load %arg0[%thread_id_x, %arg5, %c0, %c0] : memref<1x120x1x1xf32>
            %10 = memref.load %arg1[%thread_id_x, %arg5, %block_id_z, %arg4] : memref<1x120x4x4xf32>
            %11 = memref.load %arg2[%1, %arg5, %c0, %c0] : memref<48x120x1x1xf32>
            %12 = memref.load %arg3[%thread_id_x, %1, %block_id_z, %arg4] : memref<1x48x4x4xf32>
            %13 = arith.addf %9, %cst_1 : f32
            %14 = arith.cmpf ult, %13, %cst_0 : f32
            %15 = arith.select %14, %cst_0, %13 : f32
            %16 = arith.cmpf ugt, %15, %cst : f32
            %17 = arith.select %16, %cst, %15 : f32
            %18 = arith.divf %17, %cst : f32
            %19 = arith.mulf %18, %10 : f32
            %20 = arith.mulf %19, %11 : f32
            %21 = arith.addf %12, %20 : f32
            memref.store %21, %arg3[%thread_id_x, %1, %block_id_z, %arg4] : memref<1x48x4x4xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_103 {
    gpu.func @main_kernel(%arg0: memref<1x48x4x4xf32>, %arg1: memref<48x1x1xf32>, %arg2: memref<48x1x1xf32>, %arg3: memref<48x1x1xf32>, %arg4: memref<48x1x1xf32>, %arg5: memref<1x48x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 6, 4>} {
      %cst = arith.constant 1.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c48 = arith.constant 48 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c48 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x48x4x4xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<48x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<48x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<48x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<48x1x1xf32>
          %14 = arith.truncf %cst_0 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          memref.store %21, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x48x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_104 {
    gpu.func @main_kernel(%arg0: memref<1x144x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 18, 4>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c4 = arith.constant 4 : index
      %c144 = arith.constant 144 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c144 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x144x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_105 {
    gpu.func @main_kernel(%arg0: memref<1x144x4x4xf32>, %arg1: memref<1x144x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 18, 4>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c144 = arith.constant 144 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c144 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x144x4x4xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x144x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_106 {
    gpu.func @main_kernel(%arg0: memref<1x48x4x4xf32>, %arg1: memref<144x48x1x1xf32>, %arg2: memref<1x144x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 18, 4>} {
      %c48 = arith.constant 48 : index
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c144 = arith.constant 144 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c144 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c48 step %c1 {
            %9 = memref.load %arg0[%thread_id_x, %arg4, %block_id_z, %arg3] : memref<1x48x4x4xf32>
            %10 = memref.load %arg1[%1, %arg4, %c0, %c0] : memref<144x48x1x1xf32>
            %11 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x144x4x4xf32>
            %12 = arith.mulf %9, %10 : f32
            %13 = arith.addf %11, %12 : f32
            memref.store %13, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x144x4x4xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_107 {
    gpu.func @main_kernel(%arg0: memref<1x144x4x4xf32>, %arg1: memref<144x1x1xf32>, %arg2: memref<144x1x1xf32>, %arg3: memref<144x1x1xf32>, %arg4: memref<144x1x1xf32>, %arg5: memref<1x144x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 18, 4>} {
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %cst_3 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c144 = arith.constant 144 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c144 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x144x4x4xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<144x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<144x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<144x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<144x1x1xf32>
          %14 = arith.truncf %cst_3 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_2, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.addf %21, %cst_1 : f32
          %23 = arith.cmpf ult, %22, %cst_0 : f32
          %24 = arith.select %23, %cst_0, %22 : f32
          %25 = arith.cmpf ugt, %24, %cst : f32
          %26 = arith.select %25, %cst, %24 : f32
          %27 = arith.mulf %21, %26 : f32
          %28 = arith.divf %27, %cst : f32
          memref.store %28, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x144x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_108 {
    gpu.func @main_kernel(%arg0: memref<1x144x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 18, 8>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c144 = arith.constant 144 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c144 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x144x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_109 {
    gpu.func @main_kernel(%arg0: memref<1x144x4x4xf32>, %arg1: memref<1x144x4x4xf32, strided<[9216, 64, 8, 1], offset: 18>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 18, 4>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c144 = arith.constant 144 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c144 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x144x4x4xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x144x4x4xf32, strided<[9216, 64, 8, 1], offset: 18>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_110 {
    gpu.func @main_kernel(%arg0: memref<1x144x8x8xf32>, %arg1: memref<144x5x5xf32>, %arg2: memref<1x144x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 4>} {
      %c5 = arith.constant 5 : index
      %c0 = arith.constant 0 : index
      %c144 = arith.constant 144 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c144 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c4 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c4 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c144 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg4 = %c0 to %c5 step %c1 {
            scf.for %arg5 = %c0 to %c5 step %c1 {
              %7 = arith.addi %thread_id_y, %arg4 : index
              %8 = arith.addi %block_id_z, %arg5 : index
              %9 = memref.load %arg0[%thread_id_x, %arg3, %7, %8] : memref<1x144x8x8xf32>
              %10 = memref.load %arg1[%arg3, %arg4, %arg5] : memref<144x5x5xf32>
              %11 = memref.load %arg2[%thread_id_x, %arg3, %thread_id_y, %block_id_z] : memref<1x144x4x4xf32>
              %12 = arith.mulf %9, %10 : f32
              %13 = arith.addf %11, %12 : f32
              memref.store %13, %arg2[%thread_id_x, %arg3, %thread_id_y, %block_id_z] : memref<1x144x4x4xf32>
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_111 {
    gpu.func @main_kernel(%arg0: memref<1x144x4x4xf32>, %arg1: memref<144x1x1xf32>, %arg2: memref<144x1x1xf32>, %arg3: memref<144x1x1xf32>, %arg4: memref<144x1x1xf32>, %arg5: memref<1x144x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 18, 4>} {
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %cst_3 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c144 = arith.constant 144 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c144 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x144x4x4xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<144x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<144x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<144x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<144x1x1xf32>
          %14 = arith.truncf %cst_3 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_2, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.addf %21, %cst_1 : f32
          %23 = arith.cmpf ult, %22, %cst_0 : f32
          %24 = arith.select %23, %cst_0, %22 : f32
          %25 = arith.cmpf ugt, %24, %cst : f32
          %26 = arith.select %25, %cst, %24 : f32
          %27 = arith.mulf %21, %26 : f32
          %28 = arith.divf %27, %cst : f32
          memref.store %28, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x144x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_112 {
    gpu.func @main_kernel(%arg0: memref<1x144x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 18, 1>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c144 = arith.constant 144 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c144 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %1, %c0, %c0] : memref<1x144x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_113 {
    gpu.func @main_kernel(%arg0: memref<1x144x4x4xf32>, %arg1: memref<1x144x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 18, 1>} {
      %c4 = arith.constant 4 : index
      %c0 = arith.constant 0 : index
      %c144 = arith.constant 144 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c144 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg2 = %c0 to %c4 step %c1 {
          scf.for %arg3 = %c0 to %c4 step %c1 {
            %5 = memref.load %arg0[%thread_id_x, %1, %arg2, %arg3] : memref<1x144x4x4xf32>
            %6 = memref.load %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x144x1x1xf32>
            %7 = arith.addf %5, %6 : f32
            memref.store %7, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x144x1x1xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_114 {
    gpu.func @main_kernel(%arg0: memref<40xf32>, %arg1: memref<1x40x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 5, 1>} {
      %c0 = arith.constant 0 : index
      %c40 = arith.constant 40 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c40 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%1] : memref<40xf32>
        memref.store %5, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x40x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_115 {
    gpu.func @main_kernel(%arg0: memref<1x144x1x1xf32>, %arg1: memref<40x144x1x1xf32>, %arg2: memref<1x40x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 5, 1>} {
      %c144 = arith.constant 144 : index
      %cst = arith.constant 1.600000e+01 : f32
      %c0 = arith.constant 0 : index
      %c40 = arith.constant 40 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c40 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg3 = %c0 to %c144 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %arg3, %c0, %c0] : memref<1x144x1x1xf32>
          %6 = memref.load %arg1[%1, %arg3, %c0, %c0] : memref<40x144x1x1xf32>
          %7 = memref.load %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x40x1x1xf32>
          %8 = arith.divf %5, %cst : f32
          %9 = arith.mulf %8, %6 : f32
          %10 = arith.addf %7, %9 : f32
          memref.store %10, %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x40x1x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_116 {
    gpu.func @main_kernel(%arg0: memref<144xf32>, %arg1: memref<1x144x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 18, 1>} {
      %c0 = arith.constant 0 : index
      %c144 = arith.constant 144 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c144 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%1] : memref<144xf32>
        memref.store %5, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x144x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_117 {
    gpu.func @main_kernel(%arg0: memref<1x40x1x1xf32>, %arg1: memref<144x40x1x1xf32>, %arg2: memref<1x144x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 18, 1>} {
      %c40 = arith.constant 40 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %c144 = arith.constant 144 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c144 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg3 = %c0 to %c40 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %arg3, %c0, %c0] : memref<1x40x1x1xf32>
          %6 = memref.load %arg1[%1, %arg3, %c0, %c0] : memref<144x40x1x1xf32>
          %7 = memref.load %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x144x1x1xf32>
          %8 = arith.cmpf ugt, %5, %cst : f32
          %9 = arith.select %8, %5, %cst : f32
          %10 = arith.mulf %9, %6 : f32
          %11 = arith.addf %7, %10 : f32
          memref.store %11, %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x144x1x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_118 {
    gpu.func @main_kernel(%arg0: memref<1x144x1x1xf32>, %arg1: memref<1x144x4x4xf32>, %arg2: memref<48x144x1x1xf32>, %arg3: memref<1x48x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 6, 4>} {
      %c144 = arith.constant 144 : index
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c48 = arith.constant 48 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg4 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c48 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg4, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg5 = %c0 to %c144 step %c1 {
            %9 = memref.load %arg0[%thread_id_x, %arg5, %c0, %c0] : memref<1x144x1x1xf32>
            %10 = memref.load %arg1[%thread_id_x, %arg5, %block_id_z, %arg4] : memref<1x144x4x4xf32>
            %11 = memref.load %arg2[%1, %arg5, %c0, %c0] : memref<48x144x1x1xf32>
            %12 = memref.load %arg3[%thread_id_x, %1, %block_id_z, %arg4] : memref<1x48x4x4xf32>
            %13 = arith.addf %9, %cst_1 : f32
            %14 = arith.cmpf ult, %13, %cst_0 : f32
            %15 = arith.select %14, %cst_0, %13 : f32
            %16 = arith.cmpf ugt, %15, %cst : f32
            %17 = arith.select %16, %cst, %15 : f32
            %18 = arith.divf %17, %cst : f32
            %19 = arith.mulf %18, %10 : f32
            %20 = arith.mulf %19, %11 : f32
            %21 = arith.addf %12, %20 : f32
            memref.store %21, %arg3[%thread_id_x, %1, %block_id_z, %arg4] : memref<1x48x4x4xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_119 {
    gpu.func @main_kernel(%arg0: memref<1x288x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 36, 4>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c4 = arith.constant 4 : index
      %c288 = arith.constant 288 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c288 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x288x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_120 {
    gpu.func @main_kernel(%arg0: memref<1x48x4x4xf32>, %arg1: memref<48x1x1xf32>, %arg2: memref<48x1x1xf32>, %arg3: memref<48x1x1xf32>, %arg4: memref<48x1x1xf32>, %arg5: memref<1x48x4x4xf32>, %arg6: memref<288x48x1x1xf32>, %arg7: memref<1x288x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 36, 4>} {
      %c48 = arith.constant 48 : index
      %cst = arith.constant 1.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c288 = arith.constant 288 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg8 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c288 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg8, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg9 = %c0 to %c48 step %c1 {
            %9 = memref.load %arg0[%thread_id_x, %arg9, %block_id_z, %arg8] : memref<1x48x4x4xf32>
            %10 = memref.load %arg1[%arg9, %c0, %c0] : memref<48x1x1xf32>
            %11 = memref.load %arg2[%arg9, %c0, %c0] : memref<48x1x1xf32>
            %12 = memref.load %arg3[%arg9, %c0, %c0] : memref<48x1x1xf32>
            %13 = memref.load %arg4[%arg9, %c0, %c0] : memref<48x1x1xf32>
            %14 = memref.load %arg5[%thread_id_x, %arg9, %block_id_z, %arg8] : memref<1x48x4x4xf32>
            %15 = memref.load %arg6[%1, %arg9, %c0, %c0] : memref<288x48x1x1xf32>
            %16 = memref.load %arg7[%thread_id_x, %1, %block_id_z, %arg8] : memref<1x288x4x4xf32>
            %17 = arith.truncf %cst_0 : f64 to f32
            %18 = arith.addf %11, %17 : f32
            %19 = math.sqrt %18 : f32
            %20 = arith.divf %cst, %19 : f32
            %21 = arith.subf %9, %10 : f32
            %22 = arith.mulf %21, %20 : f32
            %23 = arith.mulf %22, %12 : f32
            %24 = arith.addf %23, %13 : f32
            %25 = arith.addf %24, %14 : f32
            %26 = arith.mulf %25, %15 : f32
            %27 = arith.addf %16, %26 : f32
            memref.store %27, %arg7[%thread_id_x, %1, %block_id_z, %arg8] : memref<1x288x4x4xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_121 {
    gpu.func @main_kernel(%arg0: memref<1x288x4x4xf32>, %arg1: memref<288x1x1xf32>, %arg2: memref<288x1x1xf32>, %arg3: memref<288x1x1xf32>, %arg4: memref<288x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 36, 4>} {
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %cst_3 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c288 = arith.constant 288 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg5 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c288 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg5, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg5] : memref<1x288x4x4xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<288x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<288x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<288x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<288x1x1xf32>
          %14 = arith.truncf %cst_3 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_2, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.addf %21, %cst_1 : f32
          %23 = arith.cmpf ult, %22, %cst_0 : f32
          %24 = arith.select %23, %cst_0, %22 : f32
          %25 = arith.cmpf ugt, %24, %cst : f32
          %26 = arith.select %25, %cst, %24 : f32
          %27 = arith.mulf %21, %26 : f32
          %28 = arith.divf %27, %cst : f32
          memref.store %28, %arg0[%thread_id_x, %1, %block_id_z, %arg5] : memref<1x288x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_122 {
    gpu.func @main_kernel(%arg0: memref<1x288x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 36, 8>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c288 = arith.constant 288 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c288 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x288x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_123 {
    gpu.func @main_kernel(%arg0: memref<1x288x4x4xf32>, %arg1: memref<1x288x4x4xf32, strided<[18432, 64, 8, 1], offset: 18>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 36, 4>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c288 = arith.constant 288 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c288 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x288x4x4xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x288x4x4xf32, strided<[18432, 64, 8, 1], offset: 18>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_124 {
    gpu.func @main_kernel(%arg0: memref<1x288x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 36, 2>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c2 = arith.constant 2 : index
      %c288 = arith.constant 288 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c288 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x288x2x2xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_125 {
    gpu.func @main_kernel(%arg0: memref<1x288x8x8xf32>, %arg1: memref<288x5x5xf32>, %arg2: memref<1x288x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %c5 = arith.constant 5 : index
      %c0 = arith.constant 0 : index
      %c288 = arith.constant 288 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c288 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c2 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c2 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c288 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg4 = %c0 to %c5 step %c1 {
            scf.for %arg5 = %c0 to %c5 step %c1 {
              %7 = arith.muli %thread_id_y, %c2 overflow<nsw> : index
              %8 = arith.addi %7, %arg4 : index
              %9 = arith.muli %block_id_z, %c2 overflow<nsw> : index
              %10 = arith.addi %9, %arg5 : index
              %11 = memref.load %arg0[%thread_id_x, %arg3, %8, %10] : memref<1x288x8x8xf32>
              %12 = memref.load %arg1[%arg3, %arg4, %arg5] : memref<288x5x5xf32>
              %13 = memref.load %arg2[%thread_id_x, %arg3, %thread_id_y, %block_id_z] : memref<1x288x2x2xf32>
              %14 = arith.mulf %11, %12 : f32
              %15 = arith.addf %13, %14 : f32
              memref.store %15, %arg2[%thread_id_x, %arg3, %thread_id_y, %block_id_z] : memref<1x288x2x2xf32>
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_126 {
    gpu.func @main_kernel(%arg0: memref<1x288x2x2xf32>, %arg1: memref<288x1x1xf32>, %arg2: memref<288x1x1xf32>, %arg3: memref<288x1x1xf32>, %arg4: memref<288x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 36, 2>} {
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %cst_3 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c288 = arith.constant 288 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg5 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c288 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg5, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg5] : memref<1x288x2x2xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<288x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<288x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<288x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<288x1x1xf32>
          %14 = arith.truncf %cst_3 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_2, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.addf %21, %cst_1 : f32
          %23 = arith.cmpf ult, %22, %cst_0 : f32
          %24 = arith.select %23, %cst_0, %22 : f32
          %25 = arith.cmpf ugt, %24, %cst : f32
          %26 = arith.select %25, %cst, %24 : f32
          %27 = arith.mulf %21, %26 : f32
          %28 = arith.divf %27, %cst : f32
          memref.store %28, %arg0[%thread_id_x, %1, %block_id_z, %arg5] : memref<1x288x2x2xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_127 {
    gpu.func @main_kernel(%arg0: memref<1x288x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 36, 1>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c288 = arith.constant 288 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c288 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %1, %c0, %c0] : memref<1x288x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_128 {
    gpu.func @main_kernel(%arg0: memref<1x288x2x2xf32>, %arg1: memref<1x288x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 36, 1>} {
      %c2 = arith.constant 2 : index
      %c0 = arith.constant 0 : index
      %c288 = arith.constant 288 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c288 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg2 = %c0 to %c2 step %c1 {
          scf.for %arg3 = %c0 to %c2 step %c1 {
            %5 = memref.load %arg0[%thread_id_x, %1, %arg2, %arg3] : memref<1x288x2x2xf32>
            %6 = memref.load %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x288x1x1xf32>
            %7 = arith.addf %5, %6 : f32
            memref.store %7, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x288x1x1xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_129 {
    gpu.func @main_kernel(%arg0: memref<72xf32>, %arg1: memref<1x72x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 9, 1>} {
      %c0 = arith.constant 0 : index
      %c72 = arith.constant 72 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c72 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%1] : memref<72xf32>
        memref.store %5, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x72x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_130 {
    gpu.func @main_kernel(%arg0: memref<1x288x1x1xf32>, %arg1: memref<72x288x1x1xf32>, %arg2: memref<1x72x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 9, 1>} {
      %c288 = arith.constant 288 : index
      %cst = arith.constant 4.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %c72 = arith.constant 72 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c72 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg3 = %c0 to %c288 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %arg3, %c0, %c0] : memref<1x288x1x1xf32>
          %6 = memref.load %arg1[%1, %arg3, %c0, %c0] : memref<72x288x1x1xf32>
          %7 = memref.load %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x72x1x1xf32>
          %8 = arith.divf %5, %cst : f32
          %9 = arith.mulf %8, %6 : f32
          %10 = arith.addf %7, %9 : f32
          memref.store %10, %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x72x1x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_131 {
    gpu.func @main_kernel(%arg0: memref<288xf32>, %arg1: memref<1x288x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 36, 1>} {
      %c0 = arith.constant 0 : index
      %c288 = arith.constant 288 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c288 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%1] : memref<288xf32>
        memref.store %5, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x288x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_132 {
    gpu.func @main_kernel(%arg0: memref<1x72x1x1xf32>, %arg1: memref<288x72x1x1xf32>, %arg2: memref<1x288x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 36, 1>} {
      %c72 = arith.constant 72 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %c288 = arith.constant 288 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c288 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg3 = %c0 to %c72 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %arg3, %c0, %c0] : memref<1x72x1x1xf32>
          %6 = memref.load %arg1[%1, %arg3, %c0, %c0] : memref<288x72x1x1xf32>
          %7 = memref.load %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x288x1x1xf32>
          %8 = arith.cmpf ugt, %5, %cst : f32
          %9 = arith.select %8, %5, %cst : f32
          %10 = arith.mulf %9, %6 : f32
          %11 = arith.addf %7, %10 : f32
          memref.store %11, %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x288x1x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_133 {
    gpu.func @main_kernel(%arg0: memref<1x96x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 12, 2>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c2 = arith.constant 2 : index
      %c96 = arith.constant 96 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c96 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x96x2x2xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_134 {
    gpu.func @main_kernel(%arg0: memref<1x96x2x2xf32>, %arg1: memref<1x96x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 12, 2>} {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c96 = arith.constant 96 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c96 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x96x2x2xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x96x2x2xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_135 {
    gpu.func @main_kernel(%arg0: memref<1x288x1x1xf32>, %arg1: memref<1x288x2x2xf32>, %arg2: memref<96x288x1x1xf32>, %arg3: memref<1x96x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 12, 2>} {
      %c288 = arith.constant 288 : index
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c96 = arith.constant 96 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg4 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c96 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg4, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg5 = %c0 to %c288 step %c1 {
            %9 = memref.load %arg0[%thread_id_x, %arg5, %c0, %c0] : memref<1x288x1x1xf32>
            %10 = memref.load %arg1[%thread_id_x, %arg5, %block_id_z, %arg4] : memref<1x288x2x2xf32>
            %11 = memref.load %arg2[%1, %arg5, %c0, %c0] : memref<96x288x1x1xf32>
            %12 = memref.load %arg3[%thread_id_x, %1, %block_id_z, %arg4] : memref<1x96x2x2xf32>
            %13 = arith.addf %9, %cst_1 : f32
            %14 = arith.cmpf ult, %13, %cst_0 : f32
            %15 = arith.select %14, %cst_0, %13 : f32
            %16 = arith.cmpf ugt, %15, %cst : f32
            %17 = arith.select %16, %cst, %15 : f32
            %18 = arith.divf %17, %cst : f32
            %19 = arith.mulf %18, %10 : f32
            %20 = arith.mulf %19, %11 : f32
            %21 = arith.addf %12, %20 : f32
            memref.store %21, %arg3[%thread_id_x, %1, %block_id_z, %arg4] : memref<1x96x2x2xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_136 {
    gpu.func @main_kernel(%arg0: memref<1x96x2x2xf32>, %arg1: memref<96x1x1xf32>, %arg2: memref<96x1x1xf32>, %arg3: memref<96x1x1xf32>, %arg4: memref<96x1x1xf32>, %arg5: memref<1x96x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 12, 2>} {
      %cst = arith.constant 1.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c96 = arith.constant 96 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c96 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x96x2x2xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<96x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<96x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<96x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<96x1x1xf32>
          %14 = arith.truncf %cst_0 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          memref.store %21, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x96x2x2xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_137 {
    gpu.func @main_kernel(%arg0: memref<1x576x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 2>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c2 = arith.constant 2 : index
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c576 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x576x2x2xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_138 {
    gpu.func @main_kernel(%arg0: memref<1x576x2x2xf32>, %arg1: memref<1x576x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 2>} {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c576 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x576x2x2xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x576x2x2xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_139 {
    gpu.func @main_kernel(%arg0: memref<1x96x2x2xf32>, %arg1: memref<576x96x1x1xf32>, %arg2: memref<1x576x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 2>} {
      %c96 = arith.constant 96 : index
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c576 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c96 step %c1 {
            %9 = memref.load %arg0[%thread_id_x, %arg4, %block_id_z, %arg3] : memref<1x96x2x2xf32>
            %10 = memref.load %arg1[%1, %arg4, %c0, %c0] : memref<576x96x1x1xf32>
            %11 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x576x2x2xf32>
            %12 = arith.mulf %9, %10 : f32
            %13 = arith.addf %11, %12 : f32
            memref.store %13, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x576x2x2xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_140 {
    gpu.func @main_kernel(%arg0: memref<1x576x2x2xf32>, %arg1: memref<576x1x1xf32>, %arg2: memref<576x1x1xf32>, %arg3: memref<576x1x1xf32>, %arg4: memref<576x1x1xf32>, %arg5: memref<1x576x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 2>} {
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %cst_3 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c576 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x576x2x2xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<576x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<576x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<576x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<576x1x1xf32>
          %14 = arith.truncf %cst_3 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_2, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.addf %21, %cst_1 : f32
          %23 = arith.cmpf ult, %22, %cst_0 : f32
          %24 = arith.select %23, %cst_0, %22 : f32
          %25 = arith.cmpf ugt, %24, %cst : f32
          %26 = arith.select %25, %cst, %24 : f32
          %27 = arith.mulf %21, %26 : f32
          %28 = arith.divf %27, %cst : f32
          memref.store %28, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x576x2x2xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_141 {
    gpu.func @main_kernel(%arg0: memref<1x576x6x6xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 6>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c6 = arith.constant 6 : index
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c6 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c576 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c6 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c6 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x576x6x6xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_142 {
    gpu.func @main_kernel(%arg0: memref<1x576x2x2xf32>, %arg1: memref<1x576x2x2xf32, strided<[20736, 36, 6, 1], offset: 14>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 2>} {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c576 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x576x2x2xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x576x2x2xf32, strided<[20736, 36, 6, 1], offset: 14>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_143 {
    gpu.func @main_kernel(%arg0: memref<1x576x2x2xf32>, %arg1: memref<1x576x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 2>} {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c576 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x576x2x2xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x576x2x2xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_144 {
    gpu.func @main_kernel(%arg0: memref<1x576x6x6xf32>, %arg1: memref<576x5x5xf32>, %arg2: memref<1x576x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %c5 = arith.constant 5 : index
      %c0 = arith.constant 0 : index
      %c576 = arith.constant 576 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c576 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c2 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c2 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c576 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg4 = %c0 to %c5 step %c1 {
            scf.for %arg5 = %c0 to %c5 step %c1 {
              %7 = arith.addi %thread_id_y, %arg4 : index
              %8 = arith.addi %block_id_z, %arg5 : index
              %9 = memref.load %arg0[%thread_id_x, %arg3, %7, %8] : memref<1x576x6x6xf32>
              %10 = memref.load %arg1[%arg3, %arg4, %arg5] : memref<576x5x5xf32>
              %11 = memref.load %arg2[%thread_id_x, %arg3, %thread_id_y, %block_id_z] : memref<1x576x2x2xf32>
              %12 = arith.mulf %9, %10 : f32
              %13 = arith.addf %11, %12 : f32
              memref.store %13, %arg2[%thread_id_x, %arg3, %thread_id_y, %block_id_z] : memref<1x576x2x2xf32>
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_145 {
    gpu.func @main_kernel(%arg0: memref<1x576x2x2xf32>, %arg1: memref<576x1x1xf32>, %arg2: memref<576x1x1xf32>, %arg3: memref<576x1x1xf32>, %arg4: memref<576x1x1xf32>, %arg5: memref<1x576x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 2>} {
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %cst_3 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c576 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x576x2x2xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<576x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<576x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<576x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<576x1x1xf32>
          %14 = arith.truncf %cst_3 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_2, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.addf %21, %cst_1 : f32
          %23 = arith.cmpf ult, %22, %cst_0 : f32
          %24 = arith.select %23, %cst_0, %22 : f32
          %25 = arith.cmpf ugt, %24, %cst : f32
          %26 = arith.select %25, %cst, %24 : f32
          %27 = arith.mulf %21, %26 : f32
          %28 = arith.divf %27, %cst : f32
          memref.store %28, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x576x2x2xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_146 {
    gpu.func @main_kernel(%arg0: memref<1x576x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 1>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c576 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %1, %c0, %c0] : memref<1x576x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_147 {
    gpu.func @main_kernel(%arg0: memref<1x576x1x1xf32>, %arg1: memref<1x576x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 1>} {
      %c0 = arith.constant 0 : index
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c576 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%thread_id_x, %1, %c0, %c0] : memref<1x576x1x1xf32>
        memref.store %5, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x576x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_148 {
    gpu.func @main_kernel(%arg0: memref<1x576x2x2xf32>, %arg1: memref<1x576x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 1>} {
      %c2 = arith.constant 2 : index
      %c0 = arith.constant 0 : index
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c576 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg2 = %c0 to %c2 step %c1 {
          scf.for %arg3 = %c0 to %c2 step %c1 {
            %5 = memref.load %arg0[%thread_id_x, %1, %arg2, %arg3] : memref<1x576x2x2xf32>
            %6 = memref.load %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x576x1x1xf32>
            %7 = arith.addf %5, %6 : f32
            memref.store %7, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x576x1x1xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_149 {
    gpu.func @main_kernel(%arg0: memref<144xf32>, %arg1: memref<1x144x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 18, 1>} {
      %c0 = arith.constant 0 : index
      %c144 = arith.constant 144 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c144 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%1] : memref<144xf32>
        memref.store %5, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x144x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_150 {
    gpu.func @main_kernel(%arg0: memref<1x576x1x1xf32>, %arg1: memref<144x576x1x1xf32>, %arg2: memref<1x144x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 18, 1>} {
      %c576 = arith.constant 576 : index
      %cst = arith.constant 4.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %c144 = arith.constant 144 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c144 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg3 = %c0 to %c576 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %arg3, %c0, %c0] : memref<1x576x1x1xf32>
          %6 = memref.load %arg1[%1, %arg3, %c0, %c0] : memref<144x576x1x1xf32>
          %7 = memref.load %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x144x1x1xf32>
          %8 = arith.divf %5, %cst : f32
          %9 = arith.mulf %8, %6 : f32
          %10 = arith.addf %7, %9 : f32
          memref.store %10, %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x144x1x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_151 {
    gpu.func @main_kernel(%arg0: memref<576xf32>, %arg1: memref<1x576x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 1>} {
      %c0 = arith.constant 0 : index
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c576 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%1] : memref<576xf32>
        memref.store %5, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x576x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_152 {
    gpu.func @main_kernel(%arg0: memref<1x144x1x1xf32>, %arg1: memref<576x144x1x1xf32>, %arg2: memref<1x576x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 1>} {
      %c144 = arith.constant 144 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c576 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg3 = %c0 to %c144 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %arg3, %c0, %c0] : memref<1x144x1x1xf32>
          %6 = memref.load %arg1[%1, %arg3, %c0, %c0] : memref<576x144x1x1xf32>
          %7 = memref.load %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x576x1x1xf32>
          %8 = arith.cmpf ugt, %5, %cst : f32
          %9 = arith.select %8, %5, %cst : f32
          %10 = arith.mulf %9, %6 : f32
          %11 = arith.addf %7, %10 : f32
          memref.store %11, %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x576x1x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_153 {
    gpu.func @main_kernel(%arg0: memref<1x96x2x2xf32>, %arg1: memref<1x96x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 12, 2>} {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c96 = arith.constant 96 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c96 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x96x2x2xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x96x2x2xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_154 {
    gpu.func @main_kernel(%arg0: memref<1x576x1x1xf32>, %arg1: memref<1x576x2x2xf32>, %arg2: memref<96x576x1x1xf32>, %arg3: memref<1x96x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 12, 2>} {
      %c576 = arith.constant 576 : index
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c96 = arith.constant 96 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg4 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c96 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg4, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg5 = %c0 to %c576 step %c1 {
            %9 = memref.load %arg0[%thread_id_x, %arg5, %c0, %c0] : memref<1x576x1x1xf32>
            %10 = memref.load %arg1[%thread_id_x, %arg5, %block_id_z, %arg4] : memref<1x576x2x2xf32>
            %11 = memref.load %arg2[%1, %arg5, %c0, %c0] : memref<96x576x1x1xf32>
            %12 = memref.load %arg3[%thread_id_x, %1, %block_id_z, %arg4] : memref<1x96x2x2xf32>
            %13 = arith.addf %9, %cst_1 : f32
            %14 = arith.cmpf ult, %13, %cst_0 : f32
            %15 = arith.select %14, %cst_0, %13 : f32
            %16 = arith.cmpf ugt, %15, %cst : f32
            %17 = arith.select %16, %cst, %15 : f32
            %18 = arith.divf %17, %cst : f32
            %19 = arith.mulf %18, %10 : f32
            %20 = arith.mulf %19, %11 : f32
            %21 = arith.addf %12, %20 : f32
            memref.store %21, %arg3[%thread_id_x, %1, %block_id_z, %arg4] : memref<1x96x2x2xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_155 {
    gpu.func @main_kernel(%arg0: memref<1x96x2x2xf32>, %arg1: memref<96x1x1xf32>, %arg2: memref<96x1x1xf32>, %arg3: memref<96x1x1xf32>, %arg4: memref<96x1x1xf32>, %arg5: memref<1x96x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 12, 2>} {
      %cst = arith.constant 1.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c96 = arith.constant 96 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c96 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x96x2x2xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<96x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<96x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<96x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<96x1x1xf32>
          %14 = memref.load %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x96x2x2xf32>
          %15 = arith.truncf %cst_0 : f64 to f32
          %16 = arith.addf %11, %15 : f32
          %17 = math.sqrt %16 : f32
          %18 = arith.divf %cst, %17 : f32
          %19 = arith.subf %9, %10 : f32
          %20 = arith.mulf %19, %18 : f32
          %21 = arith.mulf %20, %12 : f32
          %22 = arith.addf %21, %13 : f32
          %23 = arith.addf %22, %14 : f32
          memref.store %23, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x96x2x2xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_156 {
    gpu.func @main_kernel(%arg0: memref<1x576x2x2xf32>, %arg1: memref<1x576x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 2>} {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c576 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x576x2x2xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x576x2x2xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_157 {
    gpu.func @main_kernel(%arg0: memref<1x96x2x2xf32>, %arg1: memref<576x96x1x1xf32>, %arg2: memref<1x576x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 2>} {
      %c96 = arith.constant 96 : index
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c576 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c96 step %c1 {
            %9 = memref.load %arg0[%thread_id_x, %arg4, %block_id_z, %arg3] : memref<1x96x2x2xf32>
            %10 = memref.load %arg1[%1, %arg4, %c0, %c0] : memref<576x96x1x1xf32>
            %11 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x576x2x2xf32>
            %12 = arith.mulf %9, %10 : f32
            %13 = arith.addf %11, %12 : f32
            memref.store %13, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x576x2x2xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_158 {
    gpu.func @main_kernel(%arg0: memref<1x576x2x2xf32>, %arg1: memref<576x1x1xf32>, %arg2: memref<576x1x1xf32>, %arg3: memref<576x1x1xf32>, %arg4: memref<576x1x1xf32>, %arg5: memref<1x576x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 2>} {
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %cst_3 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c576 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x576x2x2xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<576x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<576x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<576x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<576x1x1xf32>
          %14 = arith.truncf %cst_3 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_2, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.addf %21, %cst_1 : f32
          %23 = arith.cmpf ult, %22, %cst_0 : f32
          %24 = arith.select %23, %cst_0, %22 : f32
          %25 = arith.cmpf ugt, %24, %cst : f32
          %26 = arith.select %25, %cst, %24 : f32
          %27 = arith.mulf %21, %26 : f32
          %28 = arith.divf %27, %cst : f32
          memref.store %28, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x576x2x2xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_159 {
    gpu.func @main_kernel(%arg0: memref<1x576x6x6xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 6>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c6 = arith.constant 6 : index
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c6 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c576 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c6 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c6 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x576x6x6xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_160 {
    gpu.func @main_kernel(%arg0: memref<1x576x2x2xf32>, %arg1: memref<1x576x2x2xf32, strided<[20736, 36, 6, 1], offset: 14>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 2>} {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c576 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x576x2x2xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x576x2x2xf32, strided<[20736, 36, 6, 1], offset: 14>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_161 {
    gpu.func @main_kernel(%arg0: memref<1x576x2x2xf32>, %arg1: memref<1x576x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 2>} {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c576 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x576x2x2xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x576x2x2xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_162 {
    gpu.func @main_kernel(%arg0: memref<1x576x6x6xf32>, %arg1: memref<576x5x5xf32>, %arg2: memref<1x576x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %c5 = arith.constant 5 : index
      %c0 = arith.constant 0 : index
      %c576 = arith.constant 576 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c576 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c2 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c2 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c576 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg4 = %c0 to %c5 step %c1 {
            scf.for %arg5 = %c0 to %c5 step %c1 {
              %7 = arith.addi %thread_id_y, %arg4 : index
              %8 = arith.addi %block_id_z, %arg5 : index
              %9 = memref.load %arg0[%thread_id_x, %arg3, %7, %8] : memref<1x576x6x6xf32>
              %10 = memref.load %arg1[%arg3, %arg4, %arg5] : memref<576x5x5xf32>
              %11 = memref.load %arg2[%thread_id_x, %arg3, %thread_id_y, %block_id_z] : memref<1x576x2x2xf32>
              %12 = arith.mulf %9, %10 : f32
              %13 = arith.addf %11, %12 : f32
              memref.store %13, %arg2[%thread_id_x, %arg3, %thread_id_y, %block_id_z] : memref<1x576x2x2xf32>
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_163 {
    gpu.func @main_kernel(%arg0: memref<1x576x2x2xf32>, %arg1: memref<576x1x1xf32>, %arg2: memref<576x1x1xf32>, %arg3: memref<576x1x1xf32>, %arg4: memref<576x1x1xf32>, %arg5: memref<1x576x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 2>} {
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %cst_3 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c576 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x576x2x2xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<576x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<576x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<576x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<576x1x1xf32>
          %14 = arith.truncf %cst_3 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_2, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.addf %21, %cst_1 : f32
          %23 = arith.cmpf ult, %22, %cst_0 : f32
          %24 = arith.select %23, %cst_0, %22 : f32
          %25 = arith.cmpf ugt, %24, %cst : f32
          %26 = arith.select %25, %cst, %24 : f32
          %27 = arith.mulf %21, %26 : f32
          %28 = arith.divf %27, %cst : f32
          memref.store %28, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x576x2x2xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_164 {
    gpu.func @main_kernel(%arg0: memref<1x576x1x1xf32>, %arg1: memref<1x576x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 1>} {
      %c0 = arith.constant 0 : index
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c576 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%thread_id_x, %1, %c0, %c0] : memref<1x576x1x1xf32>
        memref.store %5, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x576x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_165 {
    gpu.func @main_kernel(%arg0: memref<1x576x2x2xf32>, %arg1: memref<1x576x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 1>} {
      %c2 = arith.constant 2 : index
      %c0 = arith.constant 0 : index
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c576 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg2 = %c0 to %c2 step %c1 {
          scf.for %arg3 = %c0 to %c2 step %c1 {
            %5 = memref.load %arg0[%thread_id_x, %1, %arg2, %arg3] : memref<1x576x2x2xf32>
            %6 = memref.load %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x576x1x1xf32>
            %7 = arith.addf %5, %6 : f32
            memref.store %7, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x576x1x1xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_166 {
    gpu.func @main_kernel(%arg0: memref<144xf32>, %arg1: memref<1x144x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 18, 1>} {
      %c0 = arith.constant 0 : index
      %c144 = arith.constant 144 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c144 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%1] : memref<144xf32>
        memref.store %5, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x144x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_167 {
    gpu.func @main_kernel(%arg0: memref<1x576x1x1xf32>, %arg1: memref<144x576x1x1xf32>, %arg2: memref<1x144x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 18, 1>} {
      %c576 = arith.constant 576 : index
      %cst = arith.constant 4.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %c144 = arith.constant 144 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c144 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg3 = %c0 to %c576 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %arg3, %c0, %c0] : memref<1x576x1x1xf32>
          %6 = memref.load %arg1[%1, %arg3, %c0, %c0] : memref<144x576x1x1xf32>
          %7 = memref.load %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x144x1x1xf32>
          %8 = arith.divf %5, %cst : f32
          %9 = arith.mulf %8, %6 : f32
          %10 = arith.addf %7, %9 : f32
          memref.store %10, %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x144x1x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_168 {
    gpu.func @main_kernel(%arg0: memref<576xf32>, %arg1: memref<1x576x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 1>} {
      %c0 = arith.constant 0 : index
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c576 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%1] : memref<576xf32>
        memref.store %5, %arg1[%thread_id_x, %1, %c0, %c0] : memref<1x576x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_169 {
    gpu.func @main_kernel(%arg0: memref<1x144x1x1xf32>, %arg1: memref<576x144x1x1xf32>, %arg2: memref<1x576x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 1>} {
      %c144 = arith.constant 144 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c576 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg3 = %c0 to %c144 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %arg3, %c0, %c0] : memref<1x144x1x1xf32>
          %6 = memref.load %arg1[%1, %arg3, %c0, %c0] : memref<576x144x1x1xf32>
          %7 = memref.load %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x576x1x1xf32>
          %8 = arith.cmpf ugt, %5, %cst : f32
          %9 = arith.select %8, %5, %cst : f32
          %10 = arith.mulf %9, %6 : f32
          %11 = arith.addf %7, %10 : f32
          memref.store %11, %arg2[%thread_id_x, %1, %c0, %c0] : memref<1x576x1x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_170 {
    gpu.func @main_kernel(%arg0: memref<1x576x1x1xf32>, %arg1: memref<1x576x2x2xf32>, %arg2: memref<96x576x1x1xf32>, %arg3: memref<1x96x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 12, 2>} {
      %c576 = arith.constant 576 : index
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c96 = arith.constant 96 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg4 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c96 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg4, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg5 = %c0 to %c576 step %c1 {
            %9 = memref.load %arg0[%thread_id_x, %arg5, %c0, %c0] : memref<1x576x1x1xf32>
            %10 = memref.load %arg1[%thread_id_x, %arg5, %block_id_z, %arg4] : memref<1x576x2x2xf32>
            %11 = memref.load %arg2[%1, %arg5, %c0, %c0] : memref<96x576x1x1xf32>
            %12 = memref.load %arg3[%thread_id_x, %1, %block_id_z, %arg4] : memref<1x96x2x2xf32>
            %13 = arith.addf %9, %cst_1 : f32
            %14 = arith.cmpf ult, %13, %cst_0 : f32
            %15 = arith.select %14, %cst_0, %13 : f32
            %16 = arith.cmpf ugt, %15, %cst : f32
            %17 = arith.select %16, %cst, %15 : f32
            %18 = arith.divf %17, %cst : f32
            %19 = arith.mulf %18, %10 : f32
            %20 = arith.mulf %19, %11 : f32
            %21 = arith.addf %12, %20 : f32
            memref.store %21, %arg3[%thread_id_x, %1, %block_id_z, %arg4] : memref<1x96x2x2xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_171 {
    gpu.func @main_kernel(%arg0: memref<1x96x2x2xf32>, %arg1: memref<96x1x1xf32>, %arg2: memref<96x1x1xf32>, %arg3: memref<96x1x1xf32>, %arg4: memref<96x1x1xf32>, %arg5: memref<1x96x2x2xf32>, %arg6: memref<576x96x1x1xf32>, %arg7: memref<1x576x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 2>} {
      %c96 = arith.constant 96 : index
      %cst = arith.constant 1.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg8 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c576 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg8, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg9 = %c0 to %c96 step %c1 {
            %9 = memref.load %arg0[%thread_id_x, %arg9, %block_id_z, %arg8] : memref<1x96x2x2xf32>
            %10 = memref.load %arg1[%arg9, %c0, %c0] : memref<96x1x1xf32>
            %11 = memref.load %arg2[%arg9, %c0, %c0] : memref<96x1x1xf32>
            %12 = memref.load %arg3[%arg9, %c0, %c0] : memref<96x1x1xf32>
            %13 = memref.load %arg4[%arg9, %c0, %c0] : memref<96x1x1xf32>
            %14 = memref.load %arg5[%thread_id_x, %arg9, %block_id_z, %arg8] : memref<1x96x2x2xf32>
            %15 = memref.load %arg6[%1, %arg9, %c0, %c0] : memref<576x96x1x1xf32>
            %16 = memref.load %arg7[%thread_id_x, %1, %block_id_z, %arg8] : memref<1x576x2x2xf32>
            %17 = arith.truncf %cst_0 : f64 to f32
            %18 = arith.addf %11, %17 : f32
            %19 = math.sqrt %18 : f32
            %20 = arith.divf %cst, %19 : f32
            %21 = arith.subf %9, %10 : f32
            %22 = arith.mulf %21, %20 : f32
            %23 = arith.mulf %22, %12 : f32
            %24 = arith.addf %23, %13 : f32
            %25 = arith.addf %24, %14 : f32
            %26 = arith.mulf %25, %15 : f32
            %27 = arith.addf %16, %26 : f32
            memref.store %27, %arg7[%thread_id_x, %1, %block_id_z, %arg8] : memref<1x576x2x2xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_172 {
    gpu.func @main_kernel(%arg0: memref<1x576x2x2xf32>, %arg1: memref<576x1x1xf32>, %arg2: memref<576x1x1xf32>, %arg3: memref<576x1x1xf32>, %arg4: memref<576x1x1xf32>, %arg5: memref<1x576x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 72, 1>} {
      %c2 = arith.constant 2 : index
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %cst_3 = arith.constant 1.000000e-03 : f64
      %c0 = arith.constant 0 : index
      %c576 = arith.constant 576 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c576 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg6 = %c0 to %c2 step %c1 {
          scf.for %arg7 = %c0 to %c2 step %c1 {
            %5 = memref.load %arg0[%thread_id_x, %1, %arg6, %arg7] : memref<1x576x2x2xf32>
            %6 = memref.load %arg1[%1, %c0, %c0] : memref<576x1x1xf32>
            %7 = memref.load %arg2[%1, %c0, %c0] : memref<576x1x1xf32>
            %8 = memref.load %arg3[%1, %c0, %c0] : memref<576x1x1xf32>
            %9 = memref.load %arg4[%1, %c0, %c0] : memref<576x1x1xf32>
            %10 = memref.load %arg5[%thread_id_x, %1, %c0, %c0] : memref<1x576x1x1xf32>
            %11 = arith.truncf %cst_3 : f64 to f32
            %12 = arith.addf %7, %11 : f32
            %13 = math.sqrt %12 : f32
            %14 = arith.divf %cst_2, %13 : f32
            %15 = arith.subf %5, %6 : f32
            %16 = arith.mulf %15, %14 : f32
            %17 = arith.mulf %16, %8 : f32
            %18 = arith.addf %17, %9 : f32
            %19 = arith.addf %18, %cst_1 : f32
            %20 = arith.cmpf ult, %19, %cst_0 : f32
            %21 = arith.select %20, %cst_0, %19 : f32
            %22 = arith.cmpf ugt, %21, %cst : f32
            %23 = arith.select %22, %cst, %21 : f32
            %24 = arith.mulf %18, %23 : f32
            %25 = arith.divf %24, %cst : f32
            %26 = arith.addf %25, %10 : f32
            memref.store %26, %arg5[%thread_id_x, %1, %c0, %c0] : memref<1x576x1x1xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_173 {
    gpu.func @main_kernel(%arg0: memref<1x1024xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 128, 1>} {
      %cst = arith.constant 0.000000e+00 : f32
      %c1024 = arith.constant 1024 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c1024 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %1] : memref<1x1024xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_174 {
    gpu.func @main_kernel(%arg0: memref<1x576x1x1xf32>, %arg1: memref<1024x576x1x1xf32>, %arg2: memref<1x1024xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 128, 1>} {
      %c576 = arith.constant 576 : index
      %cst = arith.constant 4.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %c1024 = arith.constant 1024 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c1024 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg3 = %c0 to %c576 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %arg3, %c0, %c0] : memref<1x576x1x1xf32>
          %6 = memref.load %arg1[%1, %arg3, %c0, %c0] : memref<1024x576x1x1xf32>
          %7 = memref.load %arg2[%thread_id_x, %1] : memref<1x1024xf32>
          %8 = arith.divf %5, %cst : f32
          %9 = arith.mulf %8, %6 : f32
          %10 = arith.addf %7, %9 : f32
          memref.store %10, %arg2[%thread_id_x, %1] : memref<1x1024xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_175 {
    gpu.func @main_kernel(%arg0: memref<1x1000xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 125, 1>} {
      %cst = arith.constant 0.000000e+00 : f32
      %c1000 = arith.constant 1000 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c1000 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %1] : memref<1x1000xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_176 {
    gpu.func @main_kernel(%arg0: memref<1x1024xf32>, %arg1: memref<1024xf32>, %arg2: memref<1000x1024xf32>, %arg3: memref<1x1000xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 125, 1>} {
      %c1024 = arith.constant 1024 : index
      %c0 = arith.constant 0 : index
      %cst = arith.constant 6.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant 3.000000e+00 : f32
      %c1000 = arith.constant 1000 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c1000 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg4 = %c0 to %c1024 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %arg4] : memref<1x1024xf32>
          %6 = memref.load %arg1[%arg4] : memref<1024xf32>
          %7 = memref.load %arg2[%1, %arg4] : memref<1000x1024xf32>
          %8 = memref.load %arg3[%thread_id_x, %1] : memref<1x1000xf32>
          %9 = arith.addf %5, %6 : f32
          %10 = arith.addf %9, %cst_1 : f32
          %11 = arith.cmpf ult, %10, %cst_0 : f32
          %12 = arith.select %11, %cst_0, %10 : f32
          %13 = arith.cmpf ugt, %12, %cst : f32
          %14 = arith.select %13, %cst, %12 : f32
          %15 = arith.mulf %9, %14 : f32
          %16 = arith.divf %15, %cst : f32
          %17 = arith.mulf %16, %7 : f32
          %18 = arith.addf %8, %17 : f32
          memref.store %18, %arg3[%thread_id_x, %1] : memref<1x1000xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_177 {
    gpu.func @main_kernel(%arg0: memref<1x1000xf32>, %arg1: memref<1000xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 125, 1>} {
      %c1000 = arith.constant 1000 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c1000 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%thread_id_x, %1] : memref<1x1000xf32>
        %6 = memref.load %arg1[%1] : memref<1000xf32>
        %7 = arith.addf %5, %6 : f32
        memref.store %7, %arg0[%thread_id_x, %1] : memref<1x1000xf32>
      }
      gpu.return
    }
  }
}
// irlower-stages: fx_graph=49d788c65852 torch_mlir=6995dc83c266 linalg_on_tensors_mlir=0b7d1e9f5480
